import { sceneTable } from './scene-entity';

// Acts of the scenes of Africa, Asia, Latin America and Romania, disco pioneers, and more: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const worldActsKnowledge = sceneTable(
  'artist',
  `
Bakermat |  | netherlands | house
Mr. Belt & Wezol |  | netherlands | house duo
Tujamo |  | germany | house edm
Plastik Funk |  | germany | house
Imanbek |  | asia | house pop
Jonas Blue |  | london | house pop
Ofenbach |  | france | house pop duo
Møme | Mome | france | electronica
Petit Biscuit |  | france | electronica
Duck Sauce |  | new-york | house duo | A-Trak, Armand Van Helden | Barbra Streisand
LSDXOXO |  | new-york | club
Juliana Huxtable |  | new-york | club
Venus X |  | new-york | club
Ghe20 G0th1k |  | new-york | club
Bok Bok |  | london | club bass | Night Slugs
L-Vis 1990 |  | london | club bass | Night Slugs
Girl Unit |  | london | club bass | Night Slugs
Nguzunguzu |  | los-angeles | club duo
Kelman Duran |  |  | club
Teklife |  | chicago | footwork collective | DJ Rashad, DJ Spinn
DJ Nate |  | chicago | footwork
Traxman |  | chicago | footwork
DJ Earl |  | chicago | footwork
DJ Manny |  | chicago | footwork
DJ Marfox |  | portugal | club | Príncipe
Príncipe | Principe Discos | portugal | club | DJ Marfox
Nídia |  | portugal | club
DJ Nigga Fox |  | portugal | club
Buraka Som Sistema |  | portugal | club band
Kampire |  | africa | club
DJ Black Low |  | south-africa | house
Scorpion Kings |  | south-africa | house duo | Kabza De Small, DJ Maphorisa
Focalistic |  | south-africa | house
Young Stunna |  | south-africa | house
Tyla |  | south-africa | pop
Vigro Deep |  | south-africa | house
Mellow & Sleazy |  | south-africa | house duo
Kelvin Momo |  | south-africa | house
Nomcebo Zikode |  | south-africa | house
Master KG |  | south-africa | house
Distruction Boyz |  | south-africa | house duo
DJ Tira |  | south-africa | house
Babes Wodumo |  | south-africa | house
Euphonik |  | south-africa | house
Heavy-K |  | south-africa | house
Prince Kaybee |  | south-africa | house
Jullian Gomes |  | south-africa | house deep
Burna Boy |  | nigeria | afro pop
Wizkid |  | nigeria | afro pop
Davido |  | nigeria | afro pop
Rema |  | nigeria | afro pop
Tems |  | nigeria | afro pop
Asake |  | nigeria | afro pop
Fela Kuti |  | nigeria | afro funk
Tony Allen |  | nigeria | afro jazz
Sampa the Great |  | australia | pop
Moonchild Sanelly |  | south-africa | pop
Auntie Flo |  | scotland | house electronica
Joey Negro | Dave Lee | england | house disco | Z Records
Ashley Beedle |  | london | house
Norman Jay |  | london | house soul
DJ Spen |  | usa | house
Karizma |  | usa | house
Terry Hunter |  | chicago | house
Boo Williams |  | chicago | house
Hot Chip |  | london | electronica band | Joe Goddard, Alexis Taylor
Joe Goddard |  | london | house electronica | Hot Chip
Metronomy |  | england | pop band
Hercules and Love Affair | Hercules & Love Affair | new-york | disco band
Soulwax |  | ghent | electronica band | 2manydjs
2manydjs |  | ghent | electronica duo | Soulwax
Charlotte Adigéry |  | ghent | electronica
Amber Broos |  | belgium | techno
Lefto |  | brussels | electronica
Sama' Abdulhadi |  |  | techno
Deena Abdelwahed |  |  | techno
Nakadia |  | thailand | techno
Closet Yi |  | korea | house
Yetsuby |  | korea | house
Salamanda |  | korea | ambient duo
Hyph11E |  | china | techno
Howie Lee |  | china | electronica
Tzusing |  | taiwan | techno
Gooooose |  | china | electronica
DJ Krush |  | japan | downtempo
Yoshinori Hayashi |  | japan | house
Soichi Terada |  | japan | house
Shinichiro Yokota |  | japan | house
Kuniyuki |  | japan | house
Gonno |  | japan | house techno
Ryo Murakami |  | japan | techno
Nick León |  | usa | club
Rosalía |  | spain | pop
Bad Bunny |  | puerto-rico | pop
J Balvin |  | colombia | pop
Karol G |  | colombia | pop
Tainy |  | puerto-rico | pop
Bomba Estéreo |  | colombia | band
Dengue Dengue Dengue |  | peru | electronica duo
Chancha Via Circuito |  | argentina | electronica
Priku |  | romania | minimal house
Barac |  | romania | minimal house
Dan Andrei |  | romania | minimal house
Vlad Caia |  | romania | minimal house
Arapu |  | romania | minimal house
Cristi Cons |  | romania | minimal house
Nu Zau |  | romania | minimal house
Mihai Popoviciu |  | romania | minimal house
Livio & Roby |  | romania | house tech duo
Baby Ford |  | england | house minimal
Thomas Melchior |  |  | minimal house
Traumer |  | france | house minimal
Apollonia |  | paris | house minimal trio | Dan Ghenacia, Dyed Soundorom, Shonky
Dan Ghenacia |  | paris | house minimal | Apollonia
Dyed Soundorom |  | paris | house minimal | Apollonia
Shonky |  | paris | house minimal | Apollonia
Fred P |  | new-york | house deep
Anthony Nicholson |  | chicago | house deep
Jovonn |  | new-york | house
Deetron |  | switzerland | techno house
Alex Niggemann |  | germany | house tech
Laurent Wolf |  | france | house edm
St Germain | Ludovic Navarre | paris | house jazz
Parra for Cuva |  | germany | electronica house
Mira & Chris Schwarzwalder |  | berlin | house duo
Behrouz |  | usa | house
Tim Sweeney |  | new-york | house disco | Beats In Space
Eric Duncan |  | new-york | house disco
Daniele Baldelli |  | italy | disco
Beppe Loda |  | italy | disco
David Mancuso |  | new-york | disco | The Loft
Walter Gibbons |  | new-york | disco
Tom Moulton |  | usa | disco
Patrick Cowley |  | san-francisco | disco
Arthur Russell |  | new-york | disco experimental
Patrice Rushen |  | usa | funk soul
`,
);
