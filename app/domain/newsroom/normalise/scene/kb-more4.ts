import { sceneTable } from './scene-entity';

// Names of the second real-scene tuning set (decision 067) the base lacked: acts, labels, clubs and festivals
// of real reports. `name | aliases | places | tags | links | works` (docs/scene-knowledge.md); public facts only,
// an optional field left empty where we are not certain.
export const tuningTwoKnowledge = [
  ...sceneTable(
    'artist',
    `
Erick Morillo |  | usa | house | Subliminal Records, Reel 2 Real
Reel 2 Real |  | usa | house | Erick Morillo | I Like to Move It
Philippe Zdar | Philippe Cerboneschi | paris | house | Cassius
Boom Bass | Boombass, Hubert Blanc-Francard | paris | house | Cassius
Sampha | Sampha Sisay | london | electronica soul
Clara La San |  | england | electronica
Julia Kent |  |  | ambient experimental
Makam |  | netherlands | house
Paula Hartmann |  | germany | pop
Sugababes |  | london | pop band
Miss Kittin & The Hacker | Kittin & The Hacker | france | electro duo | Miss Kittin, The Hacker
`,
  ),
  ...sceneTable(
    'label',
    `
Subliminal Records | Subliminal | usa | house | Erick Morillo
`,
  ),
  ...sceneTable(
    'venue',
    `
Alte Münze | Alte Muenze | berlin |
Polygon | Polygon Club | berlin | techno club
Revier Südost | Revier Suedost | berlin | techno club | Griessmuehle
`,
  ),
  ...sceneTable(
    'festival',
    `
Pstereo |  | norway |
SZIN | Szegedi Ifjúsági Napok | hungary |
`,
  ),
];
