import { sceneTable } from './scene-entity';

// Gear and software people name by model: `name | aliases | places | tags | links | works` (see
// docs/scene-knowledge.md). Links name the maker (an entity of scene-brands.ts). Products have no home.
export const products = sceneTable(
  'product',
  `
CDJ-3000X | CDJ 3000X | | dj hardware | Pioneer DJ
CDJ-3000 | CDJ 3000 | | dj hardware | Pioneer DJ
CDJ-2000NXS2 | CDJ-2000NXS2, CDJ-2000 Nexus 2 | | dj hardware | Pioneer DJ
DJM-A9 | DJM A9 | | dj hardware | Pioneer DJ
DJM-V10 | DJM V10 | | dj hardware | Pioneer DJ
DJM-900NXS2 | DJM-900 Nexus 2 | | dj hardware | Pioneer DJ
XDJ-AZ | | | dj hardware | AlphaTheta
Euphonia | | | dj hardware | AlphaTheta
rekordbox | Rekordbox | | dj software | AlphaTheta
Maschine+ | Maschine Plus | | hardware | Native Instruments
Traktor | Traktor Pro | | dj software | Native Instruments
Kontakt | | | software | Native Instruments
Push 3 | | | hardware | Ableton
Ableton Live | | | software | Ableton
Digitakt II | Digitakt 2 | | synth hardware | Elektron
Digitakt | | | synth hardware | Elektron
Octatrack | | | synth hardware | Elektron
Analog Rytm | | | synth hardware | Elektron
TR-1000 | TR 1000 | | synth hardware | Roland
TR-8S | TR 8S | | synth hardware | Roland
TR-808 | TR 808, Roland 808 | | synth hardware | Roland
TR-909 | TR 909, Roland 909 | | synth hardware | Roland
TB-303 | TB 303, Roland 303 | | synth hardware | Roland
Juno-106 | Juno 106 | | synth hardware | Roland
MiniFreak | | | synth hardware | Arturia
Apollo Twin X | | | audio hardware | Universal Audio
DJ Pro 4 | Serato DJ Pro 4 | | dj software | Serato
Ozone 12 | | | audio software plugin | iZotope
Performer | Rane Performer | | dj hardware | Rane
Circuit Tracks | | | synth hardware | Novation
OP-1 | OP-1 Field | | synth hardware | Teenage Engineering
OP-XY | | | synth hardware | Teenage Engineering
SL-1200MK7 | SL-1200 MK7, SL1200MK7, SL-1200 Mk7 | | turntable dj hardware | Technics
SL-1200M7L | SL-1200 M7L | | turntable dj hardware | Technics
Minimoog | Minimoog Model D | | synth hardware | Moog
Minilogue | | | synth hardware | Korg
Volca | | | synth hardware | Korg
Prophet-5 | Prophet 5 | | synth hardware | Sequential
MPC | | | hardware | Akai
MPC Live | | | hardware | Akai
Prime 4 | Prime 4+ | | dj hardware | Denon DJ
`,
);
