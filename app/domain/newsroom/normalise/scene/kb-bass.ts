import { sceneTable } from './scene-entity';

// Drum and bass, jungle, dubstep, garage and grime acts: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const bassKnowledge = sceneTable(
  'artist',
  `
DJ Hype |  | london | drum bass jungle
DJ Zinc |  | london | drum bass garage
Ed Rush & Optical |  | london | drum bass duo | Virus Recordings
Dillinja |  | london | drum bass
Lemon D |  | london | drum bass
Ray Keith |  | london | drum bass jungle
Congo Natty | Rebel MC | london | jungle
Marcus Intalex |  | manchester | drum bass
dBridge |  | london | drum bass | Exit Records
Alix Perez |  | belgium london | drum bass | 1985 Music
Dom & Roland |  | england | drum bass
Spectrasoul |  | england | drum bass duo
Calyx & TeeBee |  |  | drum bass duo
Phace |  | germany | drum bass
Mefjus |  | austria | drum bass
Delta Heavy |  | london | drum bass duo
DJ Fresh |  | london | drum bass
Hedex |  | england | drum bass
Kanine |  | england | drum bass
Pola & Bryson |  | england | drum bass duo
Bcee |  | england | drum bass
S.P.Y |  | brazil london | drum bass
London Elektricity | Tony Colman | london | drum bass | Hospital Records
Danny Byrd |  | england | drum bass
Metrik |  | england | drum bass
Hybrid Minds |  | england | drum bass duo
Maduk |  | netherlands | drum bass
Koven |  | england | drum bass duo
Loadstar |  | england | drum bass duo
Matrix & Futurebound |  | england | drum bass duo
Grafix |  | england | drum bass
Bladerunner |  |  | jungle drum bass
Om Unit |  | england | drum bass bass
Tim Reaper |  | london | jungle drum bass
Dwarde |  |  | jungle
Coco Bryce |  | netherlands | jungle
Special Request | Paul Woolford | leeds | jungle breakbeat techno
Doc Scott |  | england | drum bass | 31 Records
Photek |  | england | drum bass
Source Direct |  | england | drum bass duo
Adam F |  | london | drum bass
4hero |  | london | drum bass duo
A Guy Called Gerald |  | manchester | drum bass acid house
T Power |  |  | drum bass
DJ Marky |  | brazil | drum bass
Patife |  | brazil | drum bass
Skepta |  | london | grime
Wiley |  | london | grime
Dizzee Rascal |  | london | grime
JME |  | london | grime
D Double E |  | london | grime
Ghetts |  | london | grime
Stormzy |  | london | grime
Lady Leshurr |  | birmingham | grime
Mr Mitch |  | london | grime
Slackk |  | london | grime
Peverelist |  | bristol | dubstep bass | Livity Sound
Commodo |  | england | dubstep bass
Loefah |  | london | dubstep | DMZ
Coki |  | london | dubstep | Digital Mystikz
Hatcha |  | london | dubstep
N-Type |  | london | dubstep
Youngsta |  | london | dubstep
Kromestar |  | london | dubstep
Silkie |  | london | dubstep
Plastician |  | london | dubstep grime
Doctor P |  | england | dubstep
Cookie Monsta |  | england | dubstep
Modestep |  | london | dubstep band
Koan Sound |  | bristol | bass duo
Culprate |  | england | bass
Eptic |  | belgium | dubstep
Ganja White Night |  | belgium | dubstep duo
Liquid Stranger |  | sweden | dubstep bass
Space Laces |  | usa | dubstep bass
Sullivan King |  | usa | dubstep
Kai Wachi |  | usa | dubstep
Wooli |  | usa | dubstep
Boogie T |  | usa | dubstep
Habstrakt |  | france | bass house
Chris Lorenzo |  | england | bass house
Wax Motif |  | australia | house bass
Dr. Fresch |  | los-angeles | bass house
AC Slater |  | usa | bass house
Skism |  | england | dubstep
Bassnectar | Lorin Ashton | usa | bass
Zomby |  | london | bass dubstep
James Blake |  | london | electronica pop
Mount Kimbie |  | london | electronica duo
SBTRKT |  | london | electronica bass
The xx |  | london | pop band
TQD |  | england | garage trio | Royal-T, DJ Q, Flava D
Royal-T |  | england | garage grime
DJ Q |  | england | garage bass
Flava D |  | england | garage bass
MJ Cole |  | london | garage
Artful Dodger |  | england | garage duo
So Solid Crew |  | london | garage grime collective
Oxide & Neutrino |  | london | garage duo
DJ EZ |  | london | garage
Wookie |  | london | garage
Zed Bias |  | england | garage
El-B |  | london | garage
Shanks & Bigfoot |  | england | garage duo
Sweet Female Attitude |  | england | garage duo
Craig David |  | england | garage pop
Jorja Smith |  | england | pop soul
Ms. Dynamite |  | london | garage
Jossy Mitsu |  | england | garage
Tinie Tempah |  | london | grime pop
DJ Hazard |  | birmingham | drum bass
Mampi Swift |  | london | drum bass
DJ SS |  | england | drum bass jungle
Nicky Blackmarket |  | london | drum bass jungle
Bryan Gee |  | london | drum bass | V Recordings
Jumpin Jack Frost |  | london | drum bass | V Recordings
Kenny Ken |  | london | jungle drum bass
Mickey Finn |  | london | jungle drum bass
Brockie |  | london | jungle
Grooverider |  | london | drum bass jungle
Fabio & Grooverider |  | london | drum bass duo
Kings of the Rollers |  | england | drum bass trio | Serum, Voltage, Bladerunner
Nu:Tone |  | england | drum bass
Etherwood |  | england | drum bass
Degs |  | england | drum bass
Halogenix |  | england | drum bass
Rene LaVice |  | canada | drum bass
Black Sun Empire |  | netherlands | drum bass trio
The Upbeats |  | new-zealand | drum bass duo
Concord Dawn |  | new-zealand | drum bass
Fat Freddy's Drop |  | new-zealand | band
`,
);
