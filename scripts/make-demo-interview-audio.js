// Writes the demo interviews' audio clip (public/audio/interviews/studio-session.wav): a six-second loop of a
// soft kick, a bass note and a chord, synthesised here so the demo ships a real, playable clip of our own.
// Deterministic: the same bytes on every run. Run with `node scripts/make-demo-interview-audio.js`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const sampleRate = 11_025;
const seconds = 6;
const bpm = 120;
const out = 'public/audio/interviews/studio-session.wav';

const beat = 60 / bpm;
const samples = new Float64Array(sampleRate * seconds);
const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

/** Adds a note: a sine (and a softer octave) under an attack-decay envelope, from `start` for `length` s. */
function note(midi, start, length, gain) {
  const from = Math.round(start * sampleRate);
  const count = Math.round(length * sampleRate);
  for (let i = 0; i < count && from + i < samples.length; i++) {
    const t = i / sampleRate;
    const envelope = Math.min(1, t / 0.01) * Math.exp((-3 * t) / length);
    const phase = 2 * Math.PI * hz(midi) * t;
    samples[from + i] += gain * envelope * (Math.sin(phase) + 0.3 * Math.sin(2 * phase));
  }
}

/** A kick: a sine swept down from 120 Hz to 45 Hz, with a fast decay. */
function kick(start) {
  const from = Math.round(start * sampleRate);
  let phase = 0;
  for (let i = 0; i < 0.25 * sampleRate && from + i < samples.length; i++) {
    const t = i / sampleRate;
    phase += (2 * Math.PI * (45 + 75 * Math.exp(-t * 30))) / sampleRate;
    samples[from + i] += 0.55 * Math.exp(-t * 14) * Math.sin(phase);
  }
}

// A minor, F major, C major, G major: one chord a bar, the root in the bass on every beat.
const bars = [
  [57, [69, 72, 76]],
  [53, [69, 72, 77]],
  [48, [67, 72, 76]],
  [55, [67, 71, 74]],
];
for (let b = 0; b * 4 * beat < seconds; b++) {
  const [bass, chord] = bars[b % bars.length];
  for (let q = 0; q < 4; q++) {
    const at = (b * 4 + q) * beat;
    kick(at);
    note(bass - 12, at + beat / 2, beat / 2, 0.18);
  }
  for (const pitch of chord) note(pitch, b * 4 * beat, 4 * beat, 0.07);
}

// Fade in and out so the loop starts and ends in silence, then 16-bit PCM.
const fade = 0.3 * sampleRate;
const pcm = Buffer.alloc(samples.length * 2);
samples.forEach((value, i) => {
  const edge = Math.min(1, i / fade, (samples.length - 1 - i) / fade);
  const clipped = Math.max(-1, Math.min(1, value * edge));
  pcm.writeInt16LE(Math.round(clipped * 32_767), i * 2);
});

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + pcm.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(sampleRate, 24);
header.writeUInt32LE(sampleRate * 2, 28); // bytes a second
header.writeUInt16LE(2, 32); // bytes a sample frame
header.writeUInt16LE(16, 34); // bits a sample
header.write('data', 36);
header.writeUInt32LE(pcm.length, 40);

mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, Buffer.concat([header, pcm]));
console.log(`${out}: ${header.length + pcm.length} bytes, ${seconds} s`);
