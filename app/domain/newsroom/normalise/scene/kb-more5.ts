import { sceneTable } from './scene-entity';

// Names of the third real-scene tuning set (decision 082) and of the first held-out half, opened to tuning
// (decision 077), that the base lacked (decision 086): acts, members, labels, clubs, festivals and makers of real
// reports. `name | aliases | places | tags | links | works` (docs/scene-knowledge.md); public facts only, an
// optional field left empty where we are not certain.
export const tuningThreeKnowledge = [
  ...sceneTable(
    'artist',
    `
Andy Fletcher |  | england | synth | Depeche Mode
Martin Gore | Martin L. Gore | england | synth | Depeche Mode
Dave Gahan |  | england | synth | Depeche Mode
Vince Clarke |  | england | synth | Depeche Mode, Erasure, Yazoo
Edgar Froese |  | berlin | electronica ambient | Tangerine Dream
Florian Schneider | Florian Schneider-Esleben | germany | electronica | Kraftwerk
Pierre Henry |  | paris | experimental | | Psyché Rock, Messe pour le temps présent
Aphrodite's Child |  | greece | band | Vangelis
The Blaze |  | france | electronica house duo
Rone | Erwan Castex | france | electronica
Shaun J. Wright |  | chicago | house
Aloe Blacc |  | usa | soul
David Bowie |  | london
Thundercat |  | los-angeles | funk jazz
Kevin Parker |  | australia |  | Tame Impala
Connan Mockasin |  | new-zealand
Fermin Muguruza |  | spain
Kaotiko |  | spain | band
Reincidentes |  | spain | band
`,
  ),
  ...sceneTable(
    'label',
    `
Def Mix | Def Mix Productions | new-york | house | Frankie Knuckles, David Morales
`,
  ),
  ...sceneTable(
    'venue',
    `
The Warehouse | Warehouse | chicago | house club | Frankie Knuckles
The Power Plant | Power Plant | chicago | house club | Frankie Knuckles
Club 11 |  | amsterdam | club
Shoom |  | london | house club | Danny Rampling
`,
  ),
  ...sceneTable(
    'festival',
    `
Volt | Volt Fesztivál, Volt Festival | hungary |
Park Live |  | russia |
Suikerrock |  | belgium |
Viña Rock |  | spain |
Arenal Sound |  | spain |
`,
  ),
  ...sceneTable(
    'brand',
    `
Panasonic |  | japan | hardware maker | Technics
inMusic | inMusic Brands | usa | hardware maker | Akai, Numark, Denon DJ, Rane, Moog
`,
  ),
  ...sceneTable(
    'product',
    `
TR-77 | Rhythm 77 |  | synth hardware | Roland
`,
  ),
];
