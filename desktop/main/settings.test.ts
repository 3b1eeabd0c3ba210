import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers, type HandlerEnv } from './ipc-handlers';
import {
  backofficeUrl,
  DEFAULT_SETTINGS,
  isInsideApp,
  normaliseServerUrl,
  readSettings,
  writeSettings,
} from './settings';

describe('desktop settings', () => {
  it('normalises server URLs and refuses other schemes', () => {
    expect(normaliseServerUrl(' https://mahir.example.my/ ')).toBe('https://mahir.example.my');
    expect(normaliseServerUrl('http://localhost:8080')).toBe('http://localhost:8080');
    expect(() => normaliseServerUrl('file:///etc/passwd')).toThrow(/http/);
    expect(() => normaliseServerUrl('not a url')).toThrow();
  });

  it('reads defaults for missing or corrupt files and round-trips valid ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mahir-desktop-'));
    const file = join(dir, 'settings.json');
    expect(readSettings(file)).toEqual(DEFAULT_SETTINGS);
    writeFileSync(file, '{not json');
    expect(readSettings(file)).toEqual(DEFAULT_SETTINGS);
    writeSettings(file, { serverUrl: 'https://mahir.example.my' });
    expect(readSettings(file)).toEqual({ serverUrl: 'https://mahir.example.my' });
  });

  it('keeps navigation on the configured server', () => {
    const s = { serverUrl: 'http://localhost:8080' };
    expect(backofficeUrl(s)).toBe('http://localhost:8080/backoffice/');
    expect(isInsideApp(s, 'http://localhost:8080/backoffice/x')).toBe(true);
    expect(isInsideApp(s, 'https://evil.example.com/')).toBe(false);
    expect(isInsideApp(s, 'garbage')).toBe(false);
  });
});

describe('desktop IPC handlers', () => {
  function env(overrides: Partial<HandlerEnv> = {}) {
    let settings = { ...DEFAULT_SETTINGS };
    const written: Array<[string, Uint8Array]> = [];
    let reloads = 0;
    const base: HandlerEnv = {
      version: '1.0.0',
      platform: 'linux',
      getSettings: () => settings,
      saveSettings: (s) => {
        settings = s;
      },
      askSavePath: async (name) => `/tmp/${name}`,
      writeFile: async (path, bytes) => {
        written.push([path, bytes]);
      },
      reload: () => {
        reloads += 1;
      },
      pickFolder: async () => null,
      pickFile: async () => null,
      fileSize: async () => 0,
      readFile: async () => new Uint8Array(),
      getQueues: () => ({ queues: {}, roots: [] }),
      saveQueues: () => undefined,
      ...overrides,
    };
    return { handlers: createHandlers(base), written, reloads: () => reloads, settings: () => settings };
  }

  it('changes the server only to a valid URL and reloads', async () => {
    const e = env();
    await expect(e.handlers['settings:set-server']('https://mahir.example.my/')).resolves.toEqual({
      serverUrl: 'https://mahir.example.my',
    });
    expect(e.reloads()).toBe(1);
    await expect(e.handlers['settings:set-server']('javascript:alert(1)')).rejects.toThrow();
    await expect(e.handlers['settings:set-server'](42)).rejects.toThrow();
    expect(e.settings().serverUrl).toBe('https://mahir.example.my');
  });

  it('saves PDFs only with a safe name and real bytes', async () => {
    const e = env();
    const bytes = new Uint8Array([37, 80, 68, 70]);
    await expect(e.handlers['pdf:save']({ suggestedName: 'report.pdf', bytes })).resolves.toEqual({
      saved: true,
      path: '/tmp/report.pdf',
    });
    await expect(e.handlers['pdf:save']({ suggestedName: '../etc/passwd.pdf', bytes })).rejects.toThrow();
    await expect(e.handlers['pdf:save']({ suggestedName: 'x.pdf', bytes: 'nope' })).rejects.toThrow();
    expect(e.written).toHaveLength(1);
    const cancelled = env({ askSavePath: async () => null });
    await expect(cancelled.handlers['pdf:save']({ suggestedName: 'r.pdf', bytes })).resolves.toEqual({
      saved: false,
    });
  });
});
