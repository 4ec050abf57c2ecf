/**
 * The demo album's audio preview, made rather than downloaded, like the demo images: a few seconds
 * of a soft A-major chord as 8-bit mono PCM in a WAV file, which every browser's <audio> plays. Small
 * (about 32 kB) and the same bytes on every run.
 */
const SAMPLE_RATE = 8000;
const SECONDS = 4;
/** A, C sharp and E: a chord that stays calm as it fades. */
const CHORD_HZ = [220, 277.18, 329.63];
const FADE_SECONDS = 0.5;

export function previewWav(): Uint8Array {
  const samples = SAMPLE_RATE * SECONDS;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM format chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second: one byte a sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE;
    const fade = Math.min(1, t / FADE_SECONDS, (SECONDS - t) / FADE_SECONDS);
    const wave = CHORD_HZ.reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * t), 0) / CHORD_HZ.length;
    // 8-bit PCM is unsigned around 128; a third of full scale keeps it quiet
    bytes[44 + i] = Math.round(128 + 40 * fade * wave);
  }
  return bytes;
}
