import { sceneTable } from './scene-entity';

// House, disco, afro house and their neighbours: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const houseKnowledge = sceneTable(
  'artist',
  `
Eats Everything | Daniel Pearce | bristol | house tech
Denis Sulta |  | glasgow | house
Jackmaster |  | glasgow | house techno
Optimo |  | glasgow | house techno duo
Harri & Domenic |  | glasgow | house duo | Sub Club
Craig Richards |  | london | house techno | Fabric
Terry Francis |  | london | house tech | Fabric
Jon Rust |  | london | house
Tom Trago |  | amsterdam | house
San Proper |  | amsterdam | house
Fouk |  | netherlands | house duo
Detroit Swindle |  | amsterdam | house duo | Heist Recordings
Maurice Fulton |  | usa | house disco
Kenny Dope | Kenny Gonzalez | new-york | house | Masters At Work
Joe Claussell |  | new-york | house deep
François K | Francois Kevorkian | new-york | house deep
Danny Krivit |  | new-york | house disco
Timmy Regisford |  | new-york | house deep
Quentin Harris |  | new-york | house
Osunlade |  | usa | house deep afro | Yoruba Records
Dennis Ferrer |  | new-york | house | Objektivity
Jerome Sydenham |  | new-york | house techno
Kenny Bobien |  |  | house soul
Barbara Tucker |  | new-york | house
Ultra Naté |  | usa | house
CeCe Peniston |  | usa | house
Crystal Waters |  | usa | house
Ten City |  | chicago | house
Phuture |  | chicago | acid house trio | DJ Pierre
DJ Pierre |  | chicago | acid house
Ron Trent |  | chicago | house deep
Chez Damier |  | chicago | house deep
Glenn Underground |  | chicago | house deep
Steve "Silk" Hurley |  | chicago | house
Farley Jackmaster Funk |  | chicago | house
Jesse Saunders |  | chicago | house
Ron Hardy |  | chicago | house
Lil Louis |  | chicago | house
Mike Dunn |  | chicago | house
Gene Farris |  | chicago | house
Felix da Housecat |  | chicago | house electro
DJ Rashad |  | chicago | footwork juke
DJ Spinn |  | chicago | footwork juke
RP Boo |  | chicago | footwork juke
Jlin |  | usa | footwork experimental
Lovebirds |  | germany | house disco
Dimitri From Paris |  | paris | house disco
DJ Falcon |  | paris | house
Alan Braxe |  | paris | house
Stardust |  | paris | house trio | Thomas Bangalter, Alan Braxe | Music Sounds Better with You
Modjo |  | paris | house duo |  | Lady (Hear Me Tonight)
Breakbot |  | paris | house disco
Busy P | Pedro Winter | paris | electro house | Ed Banger
Mr. Oizo | Quentin Dupieux | paris | electro house | Ed Banger
Motez |  | australia | house
Cloonee |  | england | house tech
Hugel |  | france | house
Joshwa |  | england | house tech
Max Dean |  | england | house tech
Luke Dean |  | england | house tech
Josh Baker |  | england | house tech
Hayden James |  | australia | house
Dennis Cruz |  | spain | house tech
Bruno Furlan |  | brazil | house tech
Eli Brown |  | bristol | house tech techno
Marco Faraone |  | italy | house tech
Sidney Charles |  | germany | house tech
Archie Hamilton |  | london | house tech minimal | Moscow Records
Enzo Siragusa |  | london | house tech minimal | FUSE
Rich NxT |  | london | house tech minimal
East End Dubs |  | london | house tech minimal
Seb Zito |  | london | house tech
Burnski |  | england | house tech
Francesca Lombardo |  | italy | house tech
Danny Howard |  | england | house
Mark Knight |  | england | house tech | Toolroom
Marco Lys |  | italy | house tech
Illyus & Barrientos |  | scotland | house tech duo
wAFF |  | england | house tech
Cinthie |  | berlin | house
Session Victim |  | germany | house duo
Move D |  | germany | house techno
Axel Boman |  | stockholm | house
Kornél Kovács |  | stockholm | house
Baba Stiltz |  | stockholm | house
Mr Tophat |  | stockholm | house
Tornado Wallace |  | australia | house disco
HAAi | Teneil Throssell | australia london | techno house
Bradley Zero |  | london | house | Rhythm Section International
Eliza Rose |  | london | house
DJ Tennis |  | italy | house techno | Life and Death
Red Axes |  | israel | house disco duo
Moscoman |  | israel | house disco
Mano Le Tough |  | ireland | house
Krystal Klear |  | ireland | house disco
Kenny Glasgow |  | canada | house minimal
Art of Tones |  | france | house disco
The Shapeshifters |  | england | house
Horse Meat Disco |  | london | disco collective
Todd Terje |  | norway | disco electronica
Prins Thomas |  | norway | disco
Lindstrøm | Lindstrom | norway | disco electronica
Ben Westbeech |  | england | house
Hot Natured |  |  | house collective
Julio Bashmore |  | bristol | house
Leon Vynehall |  | england | house electronica
Romare |  | england | house electronica
Maribou State |  | england | electronica duo
Totally Enormous Extinct Dinosaurs |  | england | house electronica
George FitzGerald |  | england | house electronica
Ejeca |  | northern-ireland | house
Krankbrother |  | london | house duo
Hannah Laing |  | scotland | techno house
Barry Can't Swim |  | scotland | house electronica
Adam Ten |  | israel | house
Mita Gami |  | israel | house
Sebjak |  | france | house afro
Jimi Jules |  | switzerland | house
Monkey Safari |  | germany | house duo
David Penn |  | spain | house
Sam Divine |  | england | house | Defected
Kevin McKay |  | scotland | house | Glasgow Underground
Crazy P |  | england | disco band
Low Steppa |  | england | house
Riva Starr |  | italy | house tech | Snatch! Records
Shiba San |  | france | house tech
Kyle Watson |  | south-africa | house tech
Da Capo |  | south-africa | house afro deep
Oscar Mbo |  | south-africa | house
Kitty Amor |  | south-africa | house
Lemon & Herb |  | south-africa | house duo
Sun-El Musician |  | south-africa | house afro
Zakes Bantwini |  | south-africa | house afro
Kasango |  | south-africa | house afro
Boddhi Satva |  |  | house afro
Atjazz |  | england | house deep
Pablo Fierro |  |  | house afro
Hyenah |  | germany | house afro
Djeff |  |  | house afro
Msaki |  | south-africa | house afro
Nitefreak |  |  | house afro
Aaron Sevilla |  |  | house afro
Francis Mercier |  |  | house afro
Vanco |  |  | house afro
Benja Molina |  |  | house afro
Mamba Negra |  | brazil | techno collective
Carlita |  | italy | house
Sparrow & Barbossa |  |  | house afro duo
Kasablanca |  |  | house melodic
Tim Green |  | england | house melodic
Larry Levan |  | new-york | house disco | Paradise Garage
`,
);
