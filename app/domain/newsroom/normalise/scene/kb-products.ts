import { sceneTable } from './scene-entity';

// Gear and software by model, each tied to its maker: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const productKnowledge = sceneTable(
  'product',
  `
XDJ-RX3 | XDJ RX3 |  | dj hardware | Pioneer DJ
XDJ-XZ |  |  | dj hardware | Pioneer DJ
DDJ-FLX4 | DDJ FLX4 |  | dj hardware | Pioneer DJ
DDJ-1000 |  |  | dj hardware | Pioneer DJ
DDJ-REV7 |  |  | dj hardware | Pioneer DJ
DJM-S11 |  |  | dj hardware | Pioneer DJ
DJM-750MK2 |  |  | dj hardware | Pioneer DJ
CDJ-900NXS |  |  | dj hardware | Pioneer DJ
PLX-1000 |  |  | turntable dj hardware | Pioneer DJ
PLX-CRSS12 |  |  | turntable dj hardware | Pioneer DJ
Toraiz SP-16 | SP-16 |  | hardware | Pioneer DJ
Toraiz AS-1 |  |  | synth hardware | Pioneer DJ
Omnis-Duo |  |  | dj hardware | AlphaTheta
Traktor Kontrol S4 | Kontrol S4 |  | dj hardware | Native Instruments
Traktor Kontrol S2 | Kontrol S2 |  | dj hardware | Native Instruments
Traktor Z1 |  |  | dj hardware | Native Instruments
Komplete | Komplete 15 |  | software | Native Instruments
Massive X |  |  | software plugin synth | Native Instruments
Reaktor |  |  | software | Native Instruments
Kontakt 8 |  |  | software | Native Instruments
Maschine MK3 |  |  | hardware | Native Instruments
Komplete Kontrol |  |  | hardware | Native Instruments
Ableton Live 12 |  |  | software | Ableton
Ableton Move |  |  | hardware | Ableton
Push 2 |  |  | hardware | Ableton
Max for Live |  |  | software | Ableton
Digitone | Digitone II |  | synth hardware | Elektron
Syntakt |  |  | synth hardware | Elektron
Model:Cycles |  |  | synth hardware | Elektron
Model:Samples |  |  | synth hardware | Elektron
Analog Four | Analog Four MKII |  | synth hardware | Elektron
Octatrack MKII |  |  | synth hardware | Elektron
TR-09 |  |  | synth hardware | Roland
TB-03 |  |  | synth hardware | Roland
TR-06 |  |  | synth hardware | Roland
TR-8 |  |  | synth hardware | Roland
MC-707 |  |  | hardware | Roland
MC-101 |  |  | hardware | Roland
SP-404MKII | SP-404 MKII |  | hardware | Roland
SH-101 |  |  | synth hardware | Roland
Jupiter-8 |  |  | synth hardware | Roland
Jupiter-X |  |  | synth hardware | Roland
JD-800 |  |  | synth hardware | Roland
Fantom |  |  | synth hardware | Roland
DJ-505 |  |  | dj hardware | Roland
Juno-60 |  |  | synth hardware | Roland
MS-20 | MS-20 mini |  | synth hardware | Korg
Wavestate |  |  | synth hardware | Korg
Opsix |  |  | synth hardware | Korg
Minilogue XD |  |  | synth hardware | Korg
Monologue |  |  | synth hardware | Korg
Volca Sample |  |  | synth hardware | Korg
Volca Beats |  |  | synth hardware | Korg
Volca FM |  |  | synth hardware | Korg
Kaoss Pad | KP3+ |  | hardware | Korg
Electribe |  |  | hardware | Korg
ARP 2600 |  |  | synth hardware | Korg
Moog One |  |  | synth hardware | Moog
Moog Grandmother |  |  | synth hardware | Moog
Moog Matriarch |  |  | synth hardware | Moog
Subsequent 37 |  |  | synth hardware | Moog
DFAM |  |  | synth hardware | Moog
Mother-32 |  |  | synth hardware | Moog
Moog Muse |  |  | synth hardware | Moog
PolyBrute |  |  | synth hardware | Arturia
MicroFreak |  |  | synth hardware | Arturia
KeyStep | KeyStep Pro |  | hardware | Arturia
V Collection |  |  | software synth | Arturia
Pigments |  |  | software plugin synth | Arturia
BeatStep Pro |  |  | hardware | Arturia
AstroLab |  |  | synth hardware | Arturia
MiniBrute |  |  | synth hardware | Arturia
DrumBrute |  |  | synth hardware | Arturia
TD-3 |  |  | synth hardware | Behringer
RD-8 |  |  | synth hardware | Behringer
RD-9 |  |  | synth hardware | Behringer
Model D |  |  | synth hardware | Behringer
Pro-800 |  |  | synth hardware | Behringer
Poly D |  |  | synth hardware | Behringer
DeepMind 12 |  |  | synth hardware | Behringer
Wasp Deluxe |  |  | synth hardware | Behringer
Bass Station II |  |  | synth hardware | Novation
Launchpad Pro |  |  | hardware | Novation
Launchkey |  |  | hardware | Novation
Circuit Rhythm |  |  | hardware | Novation
MPC One |  |  | hardware | Akai
MPC X |  |  | hardware | Akai
MPC Key 61 |  |  | hardware | Akai
MPK Mini |  |  | hardware | Akai
SC6000 | SC6000M |  | dj hardware | Denon DJ
X1850 | X1850 Prime |  | dj hardware | Denon DJ
Prime Go |  |  | dj hardware | Denon DJ
Engine DJ | Engine OS |  | dj software | Denon DJ
Rane Seventy-Two | Seventy-Two MKII |  | dj hardware | Rane
Rane Seventy |  |  | dj hardware | Rane
Rane Twelve |  |  | dj hardware | Rane
Rane One |  |  | dj hardware | Rane
Serato DJ Pro |  |  | dj software | Serato
Serato Studio |  |  | software | Serato
Serato Stems |  |  | dj software | Serato
OP-Z |  |  | synth hardware | Teenage Engineering
TX-6 |  |  | audio hardware | Teenage Engineering
EP-133 K.O. II | EP-133 |  | hardware | Teenage Engineering
Pocket Operator |  |  | synth hardware | Teenage Engineering
Apollo x4 |  |  | audio hardware | Universal Audio
UAD Spark |  |  | software plugin | Universal Audio
Ozone |  |  | audio software plugin | iZotope
Neutron 5 |  |  | audio software plugin | iZotope
RX 11 |  |  | audio software plugin | iZotope
Prophet-6 |  |  | synth hardware | Sequential
Prophet Rev2 |  |  | synth hardware | Sequential
OB-X8 |  |  | synth hardware | Oberheim
OB-6 |  |  | synth hardware | Sequential
SL-1200GR |  |  | turntable dj hardware | Technics
SL-1210GR |  |  | turntable dj hardware | Technics
SL-1200G |  |  | turntable hardware | Technics
SL-1210MK7 |  |  | turntable dj hardware | Technics
SL-1200MK2 |  |  | turntable dj hardware | Technics
SL-1210MK2 |  |  | turntable dj hardware | Technics
Xone:96 |  |  | dj hardware | Allen & Heath
Xone:92 |  |  | dj hardware | Allen & Heath
Xone:PX5 |  |  | dj hardware | Allen & Heath
Xone:DB4 |  |  | dj hardware | Allen & Heath
HD 25 | HD-25, HD 25 Plus |  | headphone | Sennheiser
TMA-2 |  |  | headphone | AIAIAI
ATH-M50x |  |  | headphone | Audio-Technica
Nord Lead |  |  | synth hardware | Nord
Nord Stage |  |  | synth hardware | Nord
DX7 |  |  | synth hardware | Yamaha
CS-80 |  |  | synth hardware | Yamaha
Iridium |  |  | synth hardware | Waldorf
FL Studio | Fruity Loops |  | software | Image-Line
Cubase |  |  | software | Steinberg
Bitwig Studio |  |  | software | Bitwig
Pro Tools |  |  | software | Avid Technology
Serum 2 |  |  | software plugin synth | Xfer Records
Omnisphere |  |  | software plugin synth | Spectrasonics
Pro-Q 4 | Pro-Q |  | audio software plugin | FabFilter
Djay Pro |  |  | dj software | Algoriddim
`,
);
