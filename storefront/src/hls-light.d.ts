/** hls.js's light build (no in-stream subtitles, no EME) ships without its own types: they are the full build's. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
