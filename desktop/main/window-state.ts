import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

export const WindowState = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(20_000),
  height: z.number().int().min(300).max(20_000),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof WindowState>;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW: WindowState = { width: 1366, height: 860, maximized: false };

/** Reads the saved window bounds, defaults when missing or corrupt. */
export function readWindowState(file: string): WindowState {
  if (!existsSync(file)) return DEFAULT_WINDOW;
  try {
    const parsed = WindowState.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : DEFAULT_WINDOW;
  } catch {
    return DEFAULT_WINDOW;
  }
}

export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(WindowState.parse(state)));
}

/**
 * Keeps a restored window on a display that still exists: if its top-left corner is on no display
 * (a monitor was unplugged), the position is dropped so the window opens centred; the size is clamped
 * to the largest display.
 */
export function fitToDisplays(state: WindowState, displays: readonly Rect[]): WindowState {
  if (displays.length === 0) return state;
  const maxW = Math.max(...displays.map((d) => d.width));
  const maxH = Math.max(...displays.map((d) => d.height));
  const width = Math.min(state.width, maxW);
  const height = Math.min(state.height, maxH);
  const { x, y } = state;
  const visible =
    x !== undefined &&
    y !== undefined &&
    displays.some((d) => x >= d.x && y >= d.y && x < d.x + d.width - 50 && y < d.y + d.height - 50);
  return visible ? { ...state, width, height } : { width, height, maximized: state.maximized };
}
