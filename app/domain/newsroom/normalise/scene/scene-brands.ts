import { sceneTable } from './scene-entity';

// Gear makers, stores, platforms, media and promoters: `name | aliases | places | tags | links` (see
// scene-entity.ts). Links name parent companies, founders and product lines.
export const brands = sceneTable(
  'brand',
  `
Pioneer DJ | Pioneer | japan | dj hardware maker | AlphaTheta, rekordbox
AlphaTheta | Alpha Theta | japan | dj hardware maker | Pioneer DJ
Native Instruments | | berlin | software hardware maker | Traktor, Maschine, Kontakt, Soundwide
Ableton | | berlin | software maker | Ableton Live
Elektron | | sweden | synth hardware maker | Digitakt, Octatrack
Roland | Roland Corporation | japan | synth hardware maker | TR-808, TB-303, AIRA
Korg | | japan | synth hardware maker | Minilogue, Volca
Moog | Moog Music | usa | synth hardware maker | inMusic
Arturia | | france | synth software hardware maker | MiniFreak
Behringer | | germany | synth hardware budget maker | Music Tribe, Uli Behringer
Novation | | england | synth hardware maker | Focusrite
Focusrite | | england | audio hardware maker | Novation
Akai | Akai Professional | usa | hardware maker | inMusic, MPC
Denon DJ | Denon | usa | dj hardware maker | inMusic
Rane | | usa | dj hardware maker | inMusic
Serato | | new-zealand | dj software maker |
Teenage Engineering | | stockholm | synth hardware maker | OP-1
Universal Audio | | california | audio hardware software maker |
iZotope | Izotope | usa | audio software plugin maker | Ozone, Soundwide
Sequential | Dave Smith Instruments | san-francisco | synth hardware maker |
Oberheim | | usa | synth hardware maker |
Make Noise | | usa | modular synth maker |
Technics | | japan | turntable dj hardware maker | SL-1200
Allen & Heath | Allen and Heath | england | dj hardware maker | Xone
Sennheiser | | germany | headphone audio maker |
Funktion-One | Funktion One | england | audio maker |
Void Acoustics | | england | audio maker |
L-Acoustics | | france | audio maker |
Beatport | | berlin denver | dj download streaming store platform | Beatsource, Beatport Streaming
Traxsource | | new-york | house download store |
Juno Download | Juno Records | london | download vinyl store |
Bandcamp | | san-francisco | download vinyl store platform | Songtradr
Bleep | | london | download store |
Discogs | | usa | vinyl store platform |
Resident Advisor | | london | magazine ticketing platform |
DJ Mag | DJ Magazine | london | magazine |
Mixmag | | london | magazine |
DICE | | london | ticketing platform |
SoundCloud | Soundcloud | berlin | streaming platform |
Spotify | | sweden | streaming platform |
Boiler Room | | london | livestream platform | Blaise Bellville
Cercle | | paris | livestream platform |
BBC Radio 1 | Radio 1 | london | radio |
NTS | NTS Radio | london | radio platform |
Rinse FM | Rinse | london | radio garage | Geeneus
Insomniac | Insomniac Events | los-angeles | edm promoter | Pasquale Rotella, EDC Las Vegas
Live Nation | | los-angeles | promoter |
ID&T | | amsterdam | edm promoter | Mysteryland, Q-dance
Q-dance | | amsterdam | hardstyle promoter | Defqon.1
Elrow | elrow | barcelona | house tech promoter |
Circoloco | | ibiza | house tech promoter | DC-10
Concord | Concord Music | usa | |
Nord | Clavia | sweden | synth hardware maker |
Yamaha | | japan | synth hardware audio maker |
Waldorf | | germany | synth hardware maker |
Polyend | | poland | synth hardware maker |
Splice | | new-york | software platform |
Algoriddim | djay | germany | dj software maker |
AIAIAI | | denmark | headphone audio maker |
Audio-Technica | Audio Technica | japan | headphone turntable audio maker |
Shure | | usa | audio maker |
Ants | ANTS Ibiza | ibiza | house tech promoter | Ushuaïa Ibiza
Avant Gardner | | new-york | promoter | Brooklyn Mirage
Music On | | ibiza | techno house promoter | Marco Carola
`,
);
