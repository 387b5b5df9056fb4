import { sceneTable } from './scene-entity';

// Clubs: `name | aliases | places | tags | links` (see scene-entity.ts). Links name owners and promoters.
export const venues = sceneTable(
  'venue',
  `
Berghain | Panorama Bar | berlin | techno club | Ostgut Ton
Tresor | | berlin | techno club | Dimitri Hegemann, Tresor Records
Watergate | | berlin | house techno club |
Sisyphos | | berlin | house techno club openair |
About Blank | | berlin | techno club |
KitKatClub | KitKat, Kit Kat Club | berlin | techno club |
Griessmuehle | Griessmühle | berlin | techno club |
Robert Johnson | | frankfurt | house techno club |
Golden Gate | | berlin | techno club |
Fabric | fabric | london | techno house club | Fabric Presents Live
Printworks | Printworks London | london | warehouse club superclub | Broadwick Live
Ministry of Sound | | london | house club |
Corsica Studios | | london | techno club |
E1 | E1 London | london | techno club |
FOLD | Fold | london | techno club |
Phonox | | london | house club |
Warehouse Project | The Warehouse Project, WHP | manchester | warehouse club | Sacha Lord
Motion | | bristol | club warehouse |
Sub Club | | glasgow | house techno club |
De School | | amsterdam | techno club |
Shelter | | amsterdam | techno club |
Paradiso | | amsterdam | club |
Radion | | amsterdam | techno club |
Concrete | | paris | techno club |
Rex Club | | paris | techno house club |
Bassiani | | georgia | techno club |
Khidi | | georgia | techno club |
Hï Ibiza | Hi Ibiza | playa-den-bossa | house tech club superclub | The Night League, Yann Pissenem
Ushuaïa Ibiza | Ushuaia, Ushuaïa, Ushuaia Ibiza | playa-den-bossa | edm house club openair superclub | The Night League, Yann Pissenem
Amnesia | Amnesia Ibiza | ibiza | techno house club superclub |
Pacha | Pacha Ibiza | ibiza | house club superclub | Pacha Group
Privilege | Privilege Ibiza | ibiza | club superclub |
DC-10 | DC10 | ibiza | house tech club afterhours |
Club Space | Space Miami | miami | house techno club afterhours rooftop | David Sinopoli, Coloring Entertainment
Space Ibiza | | playa-den-bossa | club superclub |
Output | | new-york | club |
Basement | Basement NY | new-york | techno club |
Nowadays | | new-york | house club openair |
Smartbar | Smart Bar | chicago | house techno club |
Spybar | | chicago | house club |
Exchange LA | | los-angeles | club |
Stereo | | montreal | house club afterhours |
Green Valley | | brazil | edm club superclub |
Zouk | Zouk Singapore | singapore | club superclub |
Warung | Warung Beach Club | brazil | house club beach |
Womb | | tokyo | club |
Contact Tokyo | | tokyo | techno club |
Trouw | | amsterdam | techno club |
Sankeys | | manchester ibiza | club |
Cream | | liverpool | club trance | Creamfields
Hacienda | The Haçienda, Haçienda | manchester | house club | Factory Records
Fuse | | brussels | techno club |
XOYO | | london | house techno club |
Village Underground | | london | club warehouse |
The Cause | | london | club warehouse |
Depot Mayfield | Mayfield Depot | manchester | club warehouse | Warehouse Project
SWG3 | | glasgow | club warehouse |
Melkweg | | amsterdam | club |
Kompass | Kompass Klub | ghent | techno club |
Kater Blau | | berlin | house club |
Club der Visionaere | Club der Visionäre | berlin | house minimal club |
Bootshaus | | cologne | edm techno club |
Institut für Zukunft | IfZ | leipzig | techno club |
Blitz Club | | munich | techno club |
Razzmatazz | | barcelona | club |
Input | Input High Fidelity | barcelona | club |
Fabrik | | madrid | club superclub |
Closer | | ukraine | techno club |
K41 | | ukraine | techno club |
Eden Ibiza | Eden | san-antonio | club |
Elsewhere | | new-york | club |
Brooklyn Mirage | The Brooklyn Mirage | new-york | club openair superclub | Avant Gardner
Knockdown Center | | new-york | club warehouse |
Good Room | | new-york | house club |
Sound Nightclub | | los-angeles | house club |
E11even | | miami | club |
Coda | | toronto | house techno club |
Ageha | | tokyo | club superclub |
D-Edge | | brazil | techno club |
`,
);
