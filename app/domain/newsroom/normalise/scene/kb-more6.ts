import { sceneTable } from './scene-entity';

// The scene's pioneers and their bands, and clubs, festivals and labels of Europe's scene the base lacked
// (decision 086, addendum): German electronic and krautrock pioneers, Finnish and Japanese synth pioneers, French
// electro and house, the Franco-Belgian parades and festivals. `name | aliases | places | tags | links | works`
// (docs/scene-knowledge.md); public facts only, an optional field left empty where we are not certain.
export const pioneersKnowledge = [
  ...sceneTable(
    'artist',
    `
Can |  | cologne | experimental band | Holger Czukay, Irmin Schmidt, Jaki Liebezeit, Michael Karoli, Damo Suzuki | Tago Mago, Ege Bamyasi, Future Days
Holger Czukay |  | cologne | experimental | Can
Irmin Schmidt |  | cologne | experimental | Can
Jaki Liebezeit |  | cologne | experimental | Can
Michael Karoli |  |  |  | Can
Damo Suzuki |  | japan |  | Can
Burnt Friedman | Bernd Friedmann |  | electronica experimental
Ash Ra Tempel | Ashra | berlin | experimental band | Manuel Göttsching
Manuel Göttsching | Manuel Goettsching | berlin | electronica ambient experimental | Ash Ra Tempel | E2-E4, Inventions for Electric Guitar
Cluster |  | germany | electronica ambient duo | Hans-Joachim Roedelius, Dieter Moebius
Hans-Joachim Roedelius | Roedelius | germany | ambient electronica | Cluster, Harmonia
Dieter Moebius |  |  | electronica | Cluster, Harmonia
Harmonia |  | germany | electronica ambient trio | Hans-Joachim Roedelius, Dieter Moebius, Michael Rother
Michael Rother |  | germany | electronica | Neu!, Harmonia
Neu! |  | germany | experimental duo | Michael Rother, Klaus Dinger
Klaus Dinger |  | germany |  | Neu!
Conrad Schnitzler |  | berlin | electronica experimental
Popol Vuh |  | germany | ambient band
Karl Bartos |  | germany | electronica synth | Kraftwerk
Wolfgang Flür |  | germany | electronica synth | Kraftwerk
Gabi Delgado | Gabi Delgado-López, Gabriel Delgado-López |  | electro industrial | DAF
Robert Görl | Robert Goerl |  | electro industrial | DAF
Liaisons Dangereuses |  | germany | electro band
Der Plan |  | germany | electronica band
Pyrolator | Kurt Dahlke | germany | electronica | Der Plan
Mika Vainio |  | finland | experimental techno minimal | Pan Sonic
Ilpo Väisänen | Ilpo Vaisanen | finland | experimental | Pan Sonic
Pan Sonic |  | finland | experimental techno duo | Mika Vainio, Ilpo Väisänen
Suicide |  | new-york | electro duo | Alan Vega, Martin Rev
Alan Vega |  | new-york |  | Suicide
Martin Rev |  | new-york | electro | Suicide
Silver Apples |  | new-york | electronica experimental duo
Raymond Scott |  | usa | electronica experimental
Morton Subotnick |  | usa | electronica experimental modular | | Silver Apples of the Moon
Karlheinz Stockhausen | Stockhausen | cologne germany | experimental
Pauline Oliveros |  | usa | experimental ambient
Éliane Radigue | Eliane Radigue | paris | experimental ambient
John Foxx |  | england | synth electronica
Fad Gadget | Frank Tovey | england | synth electronica
DJ Mehdi | Mehdi Favéris-Essadi | paris | electro house | Ed Banger, Carte Blanche
Carte Blanche |  |  | house duo | DJ Mehdi, Riton
Motorbass |  | paris | house duo | Philippe Zdar, Etienne de Crécy
Agoria | Sébastien Devaud | france | techno house
I:Cube | Nicolas Chaix | paris | house | Versatile Records
Fakear |  | france | electronica
Cerrone | Marc Cerrone | france | disco
Teki Latex |  | paris | electro | Sound Pellegrino
`,
  ),
  ...sceneTable(
    'festival',
    `
Techno Parade |  | paris | techno parade street | Technopol
I Love Techno |  | belgium | techno
Electrobeach Music Festival | Electrobeach | france | edm beach
Les Déferlantes |  | france |
Weather Festival |  | paris | techno
Marsatac |  | france |
Lente Kabinet |  | amsterdam |
Semibreve |  | portugal | electronica experimental
`,
  ),
  ...sceneTable(
    'brand',
    `
Technopol |  | paris | promoter | Techno Parade
`,
  ),
  ...sceneTable(
    'label',
    `
Numbers |  | glasgow |  | Jackmaster
The Heartists |  | italy | house | Claudio Coccoluto
Playhouse |  | frankfurt | house minimal
Giegling |  | germany | house minimal
Dystopian |  | berlin | techno | Rødhåd
Permanent Vacation |  | munich | house disco
Bromance | Bromance Records | paris | electro | Brodinski
Sound Pellegrino |  | paris | electro | Teki Latex
Versatile Records | Versatile | paris | house | I:Cube
F Communications | F Com | paris | house techno | Laurent Garnier
`,
  ),
  ...sceneTable(
    'venue',
    `
Cocoricò | Cocorico | italy | club superclub
Florida 135 |  | spain | club techno
Suicide Circus |  | berlin | club techno
`,
  ),
];
