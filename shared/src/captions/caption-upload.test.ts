import { describe, expect, it } from 'vitest';
import { CaptionTrackFields, cleanCaptionLabel, normaliseLanguageTag } from './caption-language';
import { sanitiseCueText } from './caption-markup';
import { CAPTION_LIMITS, CAPTION_MSG } from './caption-text';
import { parseCueTime } from './caption-timestamp';
import { checkCaptionUpload } from './caption-upload';

const utf8 = (text: string) => new TextEncoder().encode(text);
const SPAN = { start: 1000, end: 4000 };

function accepted(text: string | Uint8Array, opts: { durationSeconds?: number } = {}) {
  const result = checkCaptionUpload(typeof text === 'string' ? utf8(text) : text, opts);
  if (!result.ok) throw new Error(`refused: ${result.errors.join(' | ')}`);
  return result;
}
function refused(text: string | Uint8Array, opts: { durationSeconds?: number } = {}) {
  const result = checkCaptionUpload(typeof text === 'string' ? utf8(text) : text, opts);
  if (result.ok) throw new Error(`accepted: ${result.vtt}`);
  return result.errors;
}

describe('caption uploads', () => {
  it('turns an SRT file with CRLF, a BOM and comma times into WebVTT', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:04,500\r\nSelamat datang\r\nke kelas\r\n\r\n2\r\n00:00:05,5 --> 00:01:02,250\r\n<i>Mari mula</i>\r\n';
    const out = accepted(srt);
    expect(out.format).toBe('srt');
    expect(out.vtt).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.500\nSelamat datang\nke kelas\n\n00:00:05.500 --> 00:01:02.250\n<i>Mari mula</i>\n',
    );
    expect(out.notes).toEqual([]);
  });

  it('keeps WebVTT markup, voices, ruby and checked settings, and drops NOTE, STYLE and identifiers', () => {
    const vtt = [
      'WEBVTT - Bab 1',
      '',
      'STYLE',
      '::cue { background: url(https://evil.test/track.png) }',
      '',
      'NOTE made by the tutor',
      '',
      'intro',
      '00:01.000 --> 00:04.000 align:start line:10% position:50% evil:1 size:abc',
      '<v Cikgu Aminah>Hari ini</v> kita belajar <b>pecahan</b> <c.highlight>½</c>',
      '',
      '00:00:04.000 --> 00:00:06.000',
      '<ruby>漢<rt>kan</rt></ruby> <lang ta>வணக்கம்</lang> <00:00:05.000>dan',
      '',
    ].join('\n');
    const out = accepted(vtt);
    expect(out.vtt).toBe(
      [
        'WEBVTT',
        '',
        '00:00:01.000 --> 00:00:04.000 align:start line:10% position:50%',
        '<v Cikgu Aminah>Hari ini</v> kita belajar <b>pecahan</b> <c.highlight>½</c>',
        '',
        '00:00:04.000 --> 00:00:06.000',
        '<ruby>漢<rt>kan</rt></ruby> <lang ta>வணக்கம்</lang> <00:00:05.000>dan',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['a script element', '<script>alert(1)</script>Helo', 'Helo'],
    ['an image with onerror', '<img src=x onerror=alert(1)>Helo', 'Helo'],
    ['an unclosed script', 'Helo<script>fetch("//evil.test")', 'Helo'],
    ['attributes on kept tags', '<b onclick="alert(1)" style="x">Helo</b>', '<b>Helo</b>'],
    ['a link', '<a href="javascript:alert(1)">Helo</a>', 'Helo'],
    ['an svg with handlers', '<svg onload=alert(1)><circle/></svg>Helo', 'Helo'],
    ['an HTML comment', '<!-- <script>x</script> -->Helo', 'Helo'],
    ['SRT font colours and ASS codes', '{\\an8}<font color="#ff0000">Helo</font>', 'Helo'],
    ['stray brackets and ampersands', 'a < b > c & d &amp; e', 'a &lt; b &gt; c &amp; d &amp; e'],
    ['an arrow that would start a new cue', 'ya --> tidak', 'ya --&gt; tidak'],
    ['unbalanced tags', '<b><i>Helo</b> dunia</i></u>', '<b><i>Helo</i></b> dunia'],
    ['rt outside ruby', '<rt>kan</rt>ji', 'kanji'],
    ['a voice name with markup', '<v Ali<script>>kata', '<v Aliscript>&gt;kata</v>'],
    ['a class name with markup', '<c.ok.a"b>Helo</c>', '<c.ok>Helo</c>'],
    ['a bad lang tag', '<lang "><x>Helo</lang>', 'Helo'],
    ['a timestamp outside the cue', '<00:00:09.000>Helo', 'Helo'],
    ['line breaks written as <br>', 'satu<br>dua<br/>tiga', 'satu\ndua\ntiga'],
  ])('sanitises %s', (_, raw, text) => {
    expect(sanitiseCueText(raw, SPAN).text).toBe(text);
  });

  it('says when markup was removed and when cues were left out for having no text left', () => {
    const out = accepted(
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<img src=x onerror=alert(1)>\n\n00:02.000 --> 00:03.000\n<font>Ya</font>\n',
    );
    expect(out.cues).toBe(1);
    expect(out.notes).toEqual([CAPTION_MSG.droppedEmpty(1), CAPTION_MSG.droppedMarkup]);
    expect(out.vtt).not.toMatch(/img|onerror|font/);
  });

  it.each([
    ['an empty file', '', CAPTION_MSG.empty],
    ['only blank lines', '\n\n  \n', CAPTION_MSG.empty],
    ['a file that is neither format', '<html><body>Helo</body></html>', CAPTION_MSG.unknownFormat],
    ['a header and no cues', 'WEBVTT\n\nNOTE nothing here\n', CAPTION_MSG.noCues],
    ['NUL bytes', 'WEBVTT\n\n00:01.000 --> 00:02.000\nHe\u0000lo\n', CAPTION_MSG.binary],
  ])('refuses %s', (_, text, message) => {
    expect(refused(text)).toEqual([message]);
  });

  it('refuses files that are not UTF-8, naming UTF-16', () => {
    expect(refused(new Uint8Array([0xff, 0xfe, 0x57, 0x00]))).toEqual([CAPTION_MSG.utf16]);
    expect(refused(new Uint8Array([...utf8('WEBVTT\n\n00:01.000 --> 00:02.000\n'), 0xc3, 0x28]))).toEqual([
      CAPTION_MSG.notUtf8,
    ]);
  });

  it('refuses a file over the size limit before reading it', () => {
    const big = new Uint8Array(CAPTION_LIMITS.maxBytes + 1).fill(0x41);
    expect(refused(big)).toEqual([CAPTION_MSG.tooLarge]);
  });

  it('refuses a huge cue', () => {
    const text = `WEBVTT\n\n00:01.000 --> 00:02.000\n${'ha'.repeat(600)}\n`;
    expect(refused(text)).toEqual([CAPTION_MSG.cueTooLong(3)]);
  });

  it('names the line of each bad time, each backwards cue and each cue out of order', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      'satu',
      '',
      '2',
      '00:00:03,000 --> 00:00:61,000',
      'dua',
      '',
      '3',
      '00:00:05,000 --> 00:00:04,000',
      'tiga',
      '',
      '4',
      '00:00:00,500 --> 00:00:04,000',
      'empat',
      '',
      '5',
      'no time here',
      'lima',
      '',
      '6',
      '1:2:3 --> 00:00:09,000',
      'enam',
      '',
    ].join('\n');
    expect(refused(srt)).toEqual([
      CAPTION_MSG.badTimestamp(6, '00:00:61,000'),
      CAPTION_MSG.endNotAfterStart(10),
      CAPTION_MSG.outOfOrder(14),
      CAPTION_MSG.missingTiming(17),
      CAPTION_MSG.badTimestamp(22, '1:2:3'),
    ]);
  });

  it('refuses cues that start after the video ends, when its length is known', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\nya\n\n00:07.000 --> 00:08.000\nlepas\n';
    expect(refused(vtt, { durationSeconds: 6 })).toEqual([CAPTION_MSG.beyondVideo(6, '00:00:06.000')]);
    expect(accepted(vtt, { durationSeconds: 7.5 }).cues).toBe(2);
  });

  it('shows ten problems and counts the rest', () => {
    const cues = Array.from({ length: 14 }, (_, i) => `${i + 1}\n00:00:0${i % 10},000 --> 00:00:00,000\nx`);
    const errors = refused(cues.join('\n\n'));
    expect(errors).toHaveLength(11);
    expect(errors.at(-1)).toBe(CAPTION_MSG.moreErrors(4));
  });

  it('reads cue times of both formats and refuses impossible ones', () => {
    expect(parseCueTime('01:02.500', 'vtt')).toBe(62_500);
    expect(parseCueTime('100:00:00.000', 'vtt')).toBeNull();
    expect(parseCueTime('00:60.000', 'vtt')).toBeNull();
    expect(parseCueTime('00:00:01,000', 'vtt')).toBeNull();
    expect(parseCueTime('1:02:03,4', 'srt')).toBe(3_723_400);
    expect(parseCueTime('00:00:01.000', 'srt')).toBe(1000);
    expect(parseCueTime('-00:00:01,000', 'srt')).toBeNull();
  });
});

describe('caption language and label', () => {
  it.each([
    ['ms', 'ms'],
    ['EN', 'en'],
    ['zh-hans', 'zh-Hans'],
    ['zh-Hant-my', 'zh-Hant-MY'],
    ['ta-MY', 'ta-MY'],
    ['es-419', 'es-419'],
  ])('takes %s as %s', (input, tag) => {
    expect(normaliseLanguageTag(input)).toBe(tag);
  });

  it.each([
    '',
    'malay',
    'e',
    'en_GB',
    'en-GB-x-private',
    'en"><script>',
    'zh-Hans-MY-extra',
  ])('refuses %j', (input) => {
    expect(normaliseLanguageTag(input)).toBeNull();
  });

  it('gives the four languages their own names when no label is given, and checks given labels', () => {
    expect(CaptionTrackFields.parse({ lang: 'ms' })).toEqual({ lang: 'ms', label: 'Bahasa Melayu' });
    expect(CaptionTrackFields.parse({ lang: 'zh-Hans', label: ' ' })).toEqual({
      lang: 'zh-Hans',
      label: '中文',
    });
    expect(CaptionTrackFields.parse({ lang: 'ta', label: ' Tamil  (SJKT) ' })).toEqual({
      lang: 'ta',
      label: 'Tamil (SJKT)',
    });
    expect(CaptionTrackFields.parse({ lang: 'fr' })).toEqual({ lang: 'fr', label: 'fr' });
    const bad = CaptionTrackFields.safeParse({ lang: 'xx-yy-zz', label: '<b>' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([CAPTION_MSG.language]);
    const badLabel = CaptionTrackFields.safeParse({ lang: 'en', label: '<img onerror=1>' });
    expect(badLabel.success ? [] : badLabel.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['label', CAPTION_MSG.label],
    ]);
    expect(cleanCaptionLabel('x'.repeat(41))).toBeNull();
    expect(cleanCaptionLabel('Eng\u202Elish')).toBeNull();
  });
});
