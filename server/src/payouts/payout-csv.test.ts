import { describe, expect, it } from 'vitest';
import { csvCell, ringgitOf } from './payout.service';

describe('payout CSV cells', () => {
  it('writes sen as plain ringgit', () => {
    expect(ringgitOf(123456)).toBe('1234.56');
    expect(ringgitOf(5)).toBe('0.05');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('ALI BIN ABU')).toBe('ALI BIN ABU');
    expect(csvCell('Tan, Wei')).toBe('"Tan, Wei"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('makes a formula typed as an account holder inert', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+60123')).toBe("'+60123");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
