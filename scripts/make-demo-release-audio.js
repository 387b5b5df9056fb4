// Writes the demo releases' audio previews (public/audio/releases/*.wav): two bars of techno, trance and deep
// house, synthesised here, so the demo plays real sound without shipping anyone's music. Deterministic (a
// seeded noise source): running it again writes the same bytes. 16-bit mono at 12 kHz keeps the three clips
// under 300 KB together. Run: node scripts/make-demo-release-audio.js
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RATE = 12_000;
const dir = path.resolve('public/audio/releases');

/** mulberry32, as the seed's own randomness: the same noise on every run. */
function noiseSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * 2 - 1;
  };
}

const midi = (note) => 440 * 2 ** ((note - 69) / 12);

/** A kick: a sine falling from 150 Hz to 45 Hz with a short decay. */
function kick(out, at, gain = 0.9) {
  const length = Math.floor(0.35 * RATE);
  let phase = 0;
  for (let i = 0; i < length && at + i < out.length; i++) {
    const t = i / RATE;
    phase += (2 * Math.PI * (45 + 105 * Math.exp(-t * 28))) / RATE;
    out[at + i] += gain * Math.sin(phase) * Math.exp(-t * 9);
  }
}

/** A hat or a clap: noise through a one-pole high-pass, with its own decay. */
function noiseHit(out, at, { gain, decay, length, noise, highPass = 0.85 }) {
  let last = 0;
  let previous = 0;
  for (let i = 0; i < Math.floor(length * RATE) && at + i < out.length; i++) {
    const input = noise();
    last = highPass * (last + input - previous);
    previous = input;
    out[at + i] += gain * last * Math.exp((-i / RATE) * decay);
  }
}

/** A note of a band-limited-enough saw (a few harmonics), low-passed by an envelope on its brightness. */
function synthNote(out, at, { note, length, gain, harmonics = 6, decay = 6, detune = 0 }) {
  const frequency = midi(note);
  const samples = Math.floor(length * RATE);
  for (let i = 0; i < samples && at + i < out.length; i++) {
    const t = i / RATE;
    const bright = Math.max(1, Math.round(harmonics * Math.exp(-t * decay * 0.5)));
    let value = 0;
    for (let h = 1; h <= bright && h * frequency < RATE / 2; h++) {
      value += Math.sin(2 * Math.PI * h * frequency * t) / h;
      if (detune) value += Math.sin(2 * Math.PI * h * frequency * (1 + detune) * t) / h;
    }
    const attack = Math.min(1, t / 0.005);
    const release = Math.min(1, (samples - i) / (0.01 * RATE));
    out[at + i] += gain * value * attack * release * Math.exp(-t * decay);
  }
}

function loop({ bpm, bars, seed, pattern }) {
  const beat = 60 / bpm;
  const out = new Float32Array(Math.round(bars * 4 * beat * RATE));
  const noise = noiseSource(seed);
  const at = (beats) => Math.round(beats * beat * RATE);
  pattern({ out, at, noise, beat, beats: bars * 4 });
  return out;
}

const clips = {
  // Rolling techno: four to the floor, open hats on the off-beat, a low rumble bass, a minor stab.
  'techno-loop': loop({
    bpm: 130,
    bars: 2,
    seed: 130,
    pattern: ({ out, at, noise, beat, beats }) => {
      for (let b = 0; b < beats; b++) {
        kick(out, at(b));
        noiseHit(out, at(b + 0.5), { gain: 0.25, decay: 18, length: 0.12, noise });
        for (const s of [0.25, 0.75])
          noiseHit(out, at(b + s), { gain: 0.08, decay: 60, length: 0.04, noise });
        synthNote(out, at(b + 0.5), { note: 33, length: beat * 0.45, gain: 0.22, harmonics: 4, decay: 8 });
      }
      for (const b of [1.75, 5.75, 6.5])
        synthNote(out, at(b), { note: 57, length: beat * 0.4, gain: 0.1, harmonics: 8, decay: 14 });
    },
  }),
  // Uplifting trance: kick, off-beat bass, a sixteenth-note arpeggio over A minor, F and G.
  'trance-arp': loop({
    bpm: 138,
    bars: 2,
    seed: 138,
    pattern: ({ out, at, noise, beat, beats }) => {
      const chords = [
        [69, 72, 76, 81],
        [65, 69, 72, 77],
        [67, 71, 74, 79],
        [69, 72, 76, 81],
      ];
      for (let b = 0; b < beats; b++) {
        kick(out, at(b), 0.8);
        noiseHit(out, at(b + 0.5), { gain: 0.18, decay: 30, length: 0.08, noise });
        const chord = chords[Math.floor(b / 2) % chords.length];
        synthNote(out, at(b + 0.5), { note: chord[0] - 36, length: beat * 0.4, gain: 0.2, harmonics: 5 });
        for (let s = 0; s < 4; s++)
          synthNote(out, at(b + s / 4), {
            note: chord[s],
            length: beat * 0.22,
            gain: 0.06,
            harmonics: 7,
            decay: 10,
            detune: 0.004,
          });
      }
    },
  }),
  // Deep house: kick, clap on two and four, swung hats and a soft minor-seventh chord.
  'deep-house-chords': loop({
    bpm: 120,
    bars: 2,
    seed: 120,
    pattern: ({ out, at, noise, beat, beats }) => {
      for (let b = 0; b < beats; b++) {
        kick(out, at(b), 0.8);
        if (b % 2 === 1) noiseHit(out, at(b), { gain: 0.3, decay: 22, length: 0.15, noise, highPass: 0.6 });
        noiseHit(out, at(b + 0.58), { gain: 0.1, decay: 40, length: 0.06, noise });
      }
      for (const [b, root] of [
        [0.5, 50],
        [2.75, 50],
        [4.5, 53],
        [6.75, 48],
      ])
        for (const interval of [0, 3, 7, 10])
          synthNote(out, at(b), {
            note: root + 12 + interval,
            length: beat * 1.2,
            gain: 0.05,
            harmonics: 3,
            decay: 2.5,
          });
    },
  }),
};

/** 16-bit PCM mono WAV of the samples, normalised below full scale with short fades (no clicks). */
function wav(samples) {
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  const fade = Math.floor(0.01 * RATE);
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => {
    const edge = Math.min(1, i / fade, (samples.length - 1 - i) / fade);
    data.writeInt16LE(Math.round((value / peak) * 0.89 * edge * 32_767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

mkdirSync(dir, { recursive: true });
let total = 0;
for (const [name, samples] of Object.entries(clips)) {
  const file = wav(samples);
  writeFileSync(path.join(dir, `${name}.wav`), file);
  total += file.length;
  console.log(`${name}.wav  ${(samples.length / RATE).toFixed(2)} s  ${Math.round(file.length / 1024)} KB`);
}
console.log(`total ${Math.round(total / 1024)} KB`);
