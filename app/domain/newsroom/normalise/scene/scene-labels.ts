import { sceneTable } from './scene-entity';

// Record labels: `name | aliases | places | tags | links` (see scene-entity.ts). A label's links name its
// founders and bosses, so that "the Drumcode boss" and "Adam Beyer's label" can be read.
export const labels = sceneTable(
  'label',
  `
Defected | Defected Records | london | house | Simon Dunmore, Glitterbox, Defected Croatia
Drumcode | Drumcode Records | stockholm | techno | Adam Beyer
Diynamic | Diynamic Music | hamburg | house melodic | Solomun, Adriano Trolio
Afterlife | | italy | techno melodic | Tale Of Us, Anyma
Hot Creations | | london | house tech | Jamie Jones, Lee Foss
Innervisions | | berlin | house deep melodic | Dixon, Âme
Anjunabeats | | london | trance progressive | Above & Beyond, Anjunadeep
Anjunadeep | | london | house deep progressive | Above & Beyond, Anjunabeats
Toolroom | Toolroom Records | england | house tech | Mark Knight
Dirtybird | Dirtybird Records | san-francisco | house tech | Claude VonStroke
mau5trap | Mau5trap | toronto | electro progressive | Deadmau5
Ninja Tune | | london | electronica | Matt Black, Jonathan More, Coldcut
Warp | Warp Records | sheffield london | electronica idm | Steve Beckett
Hyperdub | | london | dubstep bass electronica | Kode9
XL Recordings | XL | london | electronica | Richard Russell
Kompakt | | cologne | techno minimal | Michael Mayer, Wolfgang Voigt
Ostgut Ton | | berlin | techno | Berghain
Tresor Records | | berlin | techno | Tresor, Dimitri Hegemann
Armada Music | Armada | amsterdam | trance edm | Armin van Buuren, Maykel Piron
Spinnin' Records | Spinnin Records, Spinnin | netherlands | edm house | Eelko van Kooten
Kntxt | KNTXT | ghent | techno | Charlotte de Witte
Lenske | | antwerp | techno | Amelie Lens
Mad Decent | | los-angeles | edm trap | Diplo
OWSLA | Owsla | los-angeles | dubstep edm | Skrillex
Monstercat | | vancouver | edm bass |
Ram Records | RAM Records | london | drum bass | Andy C
Metalheadz | | london | drum bass jungle | Goldie
Hospital Records | | london | drum bass | Tony Colman, Chris Goss
Critical Music | | london | drum bass |
Brainfeeder | | los-angeles | electronica | Flying Lotus
Crosstown Rebels | | london | house | Damian Lazarus
Cocoon Recordings | | frankfurt | techno | Sven Väth
Underground Resistance Records | | detroit | techno | Mike Banks
Axis Records | | detroit | techno | Jeff Mills
Transmat | | detroit | techno | Derrick May
Planet E | | detroit | techno | Carl Craig
Hessle Audio | | london leeds | techno bass | Ben UFO, Pearson Sound, Pangaea
Whities | Nonplus | london | techno bass |
Running Back | | frankfurt | house disco | Gerd Janson
Dekmantel Records | | amsterdam | techno house |
R&S Records | R&S | ghent | techno electronica | Renaat Vandepapeliere
Ed Banger | Ed Banger Records | paris | electro | Busy P, Pedro Winter
Because Music | | paris | electronica |
Stmpd Rcrds | STMPD RCRDS, STMPD | amsterdam | edm house | Martin Garrix
Musical Freedom | | netherlands | edm house | Tiësto
Revealed Recordings | | netherlands | edm | Hardwell
Solid Grooves | | london | house tech | Michael Bibi, PAWSA
Knee Deep In Sound | | england | house tech | Hot Since 82
Ellum | | barcelona | techno house | Maceo Plex
Desolat | | germany | house tech minimal | Loco Dice
Pampa Records | Pampa | hamburg | house electronica | DJ Koze
Perlon | | frankfurt | minimal house |
Get Physical | | berlin | house |
Soulistic Music | | south-africa | house afro | Black Coffee
Gudu Records | | berlin | house | Peggy Gou
This Never Happened | | usa | house deep | Lane 8
Catch & Release | Catch and Release | australia | house tech | Fisher
Island Records | | london | pop |
Atlantic Records | | usa | pop |
Domino | Domino Recording Company | london | electronica |
Planet Mu | | england | electronica footwork idm | Mike Paradinas
Ghostly International | Ghostly | usa | electronica |
Kitsuné | Kitsune, Maison Kitsuné | paris | electro house pop |
Strictly Rhythm | | new-york | house |
Rush Hour | | amsterdam | house techno |
Clone Records | Clone | rotterdam | electro techno |
Delsin | | amsterdam | techno |
Timedance | | bristol | techno bass | Batu
Livity Sound | | bristol | techno bass |
Houndstooth | | london | electronica techno |
Phantasy | Phantasy Sound | london | electro techno | Erol Alkan, Daniel Avery
Mute | Mute Records | london | electronica | Daniel Miller
Erased Tapes | | london | ambient electronica | Nils Frahm
Bedrock | Bedrock Records | england | progressive house | John Digweed
Cadenza | | switzerland | minimal house | Luciano
Boysnoize Records | | berlin | electro techno | Boys Noize
Keinemusik Records | | berlin | house afro | Keinemusik
Hivern Discs | | barcelona | house electronica | John Talabot
DFA | DFA Records | new-york | electronica disco | LCD Soundsystem
Ministry of Sound Recordings | | london | house edm pop | Ministry of Sound
Dim Mak | Dim Mak Records | los-angeles | edm | Steve Aoki
Ultra Records | | new-york | edm |
`,
);
