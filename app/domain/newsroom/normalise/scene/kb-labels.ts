import { sceneTable } from './scene-entity';

// Record labels, with home and founders: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const labelKnowledge = sceneTable(
  'label',
  `
Mote-Evolver |  | london | techno | Luke Slater
Soma Records |  | glasgow | techno house | Slam
BPitch Control |  | berlin | techno electronica | Ellen Allien
Monkeytown Records |  | berlin | electronica techno | Modeselektor
Stroboscopic Artefacts |  | berlin | techno | Lucy
Raster-Noton | Raster Noton | germany | electronica experimental | Alva Noto, Byetone
Ilian Tape |  | munich | techno | Zenker Brothers
Dial Records |  | hamburg | house techno | Lawrence, Pete Herbert
Smallville Records | Smallville | hamburg | house deep
Live at Robert Johnson |  | frankfurt | house techno | Robert Johnson
Stil vor Talent |  | berlin | house melodic | Oliver Koletzki
Mobilee |  | berlin | house tech | Anja Schneider
Poker Flat |  | hamburg | house tech | Steve Bug
Sonar Kollektiv |  | berlin | house electronica
Aus Music |  | london | house | Will Saul
Hotflush |  | london | techno bass | Scuba
DMZ |  | london | dubstep | Mala, Coki, Loefah
Deep Medi | Deep Medi Musik | london | dubstep | Mala
Big Apple Records |  | london | dubstep garage
LuckyMe |  | glasgow | electronica bass | Hudson Mohawke
PC Music |  | london | pop electronica | A. G. Cook
Young Turks |  | london | electronica pop | The xx
Text Records |  | london | electronica | Four Tet
Rephlex |  | england | electronica idm | Aphex Twin
Skam |  | manchester | electronica idm
Kranky |  | usa | ambient experimental
Thrill Jockey |  | chicago | experimental
Sub Pop |  | seattle
4AD |  | london
Rough Trade Records |  | london
Beggars Banquet | Beggars Group | london
Factory Records |  | manchester |  | Tony Wilson, Hacienda
Creation Records |  | london |  | Alan McGee
Skint Records |  | brighton | breakbeat electronica | Fatboy Slim
Junior Boy's Own |  | london | house electronica
Virgin Records |  | london
Parlophone |  | london
Columbia Records |  | new-york
Universal Music Group | Universal Music, UMG
Warner Music Group | Warner Music
Polydor |  | london
Interscope Records | Interscope | los-angeles
Republic Records |  | new-york
Def Jam | Def Jam Recordings | new-york
Capitol Records |  | los-angeles
Astralwerks |  | new-york | electronica
Spinnin' Deep |  |  | house deep | Spinnin' Records
Heldeep Records |  | netherlands | house | Oliver Heldens
Protocol Recordings |  | netherlands | edm | Nicky Romero
Wall Recordings |  | netherlands | edm | Afrojack
Size Records |  | sweden | edm house | Steve Angello
Axtone |  | sweden | edm house | Axwell
Refune Records |  | sweden | edm house | Sebastian Ingrosso
Pryda Recordings |  | sweden | progressive house | Eric Prydz
Mouseville |  |  | progressive house | Eric Prydz
Big Beat Records |  | new-york | edm
Fool's Gold Records |  | new-york |  | A-Trak
Dharma Worldwide |  |  | edm | KSHMR
Smash The House |  | belgium | edm | Dimitri Vegas & Like Mike
Shogun Audio |  | london | drum bass | Friction
UKF |  | england | drum bass dubstep
Viper Recordings |  | england | drum bass
V Recordings |  | london | drum bass | Bryan Gee, Roni Size
Exit Records |  | london | drum bass | dBridge
1985 Music |  | london | drum bass | Alix Perez
Virus Recordings |  | london | drum bass | Ed Rush & Optical
Renegade Hardware |  | london | drum bass
Moving Shadow |  | london | drum bass
Good Looking Records |  | england | drum bass | LTJ Bukem
31 Records |  |  | drum bass | Doc Scott
Liquicity |  | netherlands | drum bass | Maduk
Vision Recordings |  |  | drum bass | Noisia
Circus Records |  | england | dubstep | Doctor P, Flux Pavilion
Subsidia |  |  | dubstep | Excision
Ophelia Records |  |  |  | Seven Lions
Bitbird |  | netherlands | edm | San Holo
Armind |  | netherlands | trance | Armada Music
Coldharbour Recordings |  |  | trance | Markus Schulz
Black Hole Recordings |  | netherlands | trance | Tiësto
Enhanced Music |  |  | trance progressive
FSOE | Future Sound of Egypt |  | trance | Aly & Fila
Vandit |  | berlin | trance | Paul van Dyk
Perfecto Records |  | london | trance | Paul Oakenfold
Bonzai Records |  | belgium | trance
Platipus Records |  | london | trance
Q-dance Records |  |  | hardstyle
Scantraxx |  | netherlands | hardstyle
Dirty Workz |  | belgium | hardstyle
Masters of Hardcore |  | netherlands | hardcore
Rotterdam Records |  | rotterdam | hardcore gabber
Mokum Records |  | amsterdam | hardcore gabber
HOMmega Productions |  | israel | psytrance
Iboga Records |  | denmark | psytrance
Blue Tunes Records |  |  | psytrance
TIP Records |  |  | psytrance
Dragonfly Records |  | london | psytrance
Flying Rhino |  |  | psytrance
Kalahari Oyster Cult |  | netherlands | house acid
Eevo Lute |  | netherlands | techno
Curle |  | belgium | techno
Music Man Records |  | belgium | techno house
Trax Records |  | chicago | house
DJ International |  | chicago | house
Dance Mania |  | chicago | house
Relief Records |  | chicago | house tech | Green Velvet
Cajual Records |  | chicago | house | Green Velvet
Nervous Records |  | new-york | house
King Street Sounds |  | new-york | house deep
Nu Groove |  | new-york | house
Sound Signature |  | detroit | house | Theo Parrish
KDJ |  | detroit | house | Moodymann
Mahogani Music |  | detroit | house | Moodymann
FXHE |  | detroit | house techno | Omar S
M-Plant |  | detroit | techno minimal | Robert Hood
Metroplex |  | detroit | techno electro | Juan Atkins
KMS |  | detroit | techno house | Kevin Saunderson
Chain Reaction |  | berlin | techno | Basic Channel
Rhythm & Sound |  | berlin | techno
Sandwell District |  |  | techno
Dynamic Tension |  | birmingham | techno | Surgeon
Perc Trax |  | london | techno industrial | Perc
Warm Up Recordings |  | madrid | techno | Oscar Mulero
Global Underground |  | england | progressive house
Last Night On Earth |  |  | house | Sasha
All Day I Dream |  |  | house deep melodic | Lee Burridge
Roche Musique |  | france | house electronica
Nowadays Records |  | paris | house electronica
Pont Neuf Records |  |  | house
Yoyaku |  | japan | house minimal
Mojuba |  | germany | house deep
Toy Tonics |  | berlin | house disco
Black Butter Records |  | london | house
Kaluki Musik |  |  | house tech
Repopulate Mars |  |  | house tech | Lee Foss
Elrow Music |  |  | house tech | Elrow
Snatch! Records |  |  | house tech | Riva Starr
Saved Records |  |  | house tech | Nic Fanciulli
Cuttin' Headz |  |  | house tech | Hot Since 82
Glasgow Underground |  | glasgow | house | Kevin McKay
Rekids |  | london | techno house | Radio Slave
Rhythm Section International |  | london | house | Bradley Zero
Heist Recordings |  | amsterdam | house | Detroit Swindle
Shall Not Fade |  | bristol | house
Lobster Theremin |  | london | house techno
Nervous Horizon |  | london | bass techno
AD 93 |  | london | electronica techno
Mister Saturday Night |  | new-york | house
Beats In Space |  | new-york | house disco | Tim Sweeney
Long Island Electrical Systems |  | new-york | techno house
Sacred Bones |  | new-york
Fabric Records |  | london | techno house | Fabric
Stones Throw |  | los-angeles
Night Slugs |  | london | bass club | Bok Bok, L-Vis 1990
Keysound Recordings |  | london | dubstep bass
Deutsche Grammophon |  | berlin
Truesoul |  | stockholm | techno | Adam Beyer
Terminal M |  | berlin | techno | Monika Kruse
CLR |  |  | techno | Chris Liebing
Filth on Acid |  | netherlands | techno acid | Reinier Zonneveld
We Are The Brave |  |  | techno | Alan Fitzpatrick
Octopus Recordings |  | new-york | techno | Sian
Tronic |  |  | techno | Christian Smith
Intec | Intec Digital |  | techno | Carl Cox
M_nus |  | canada | techno minimal | Richie Hawtin
Noise Manifesto |  |  | techno | Paula Temple
R - Label Group |  | berlin | techno | Kobosil
Monnom Black |  | london | techno | Dax J
Ovum Recordings |  | usa | house | Josh Wink
Hypercolour |  | london | house
Bosconi |  | italy | house
Italians Do It Better |  | usa | electronica pop
Bureau B |  | hamburg | electronica
Brownswood Recordings |  | london | jazz | Gilles Peterson
Z Records |  | england | house disco | Joey Negro
Other People |  |  | electronica | Nicolas Jaar
[a:rpia:r] | arpiar | romania | minimal house | Raresh, Rhadoo, Petre Inspirescu
Upperground |  | ukraine | techno melodic | ARTBAT
Area10 |  |  | house | MK
Heavenly Recordings |  | london
Wichita Recordings |  | london
Secretly Canadian |  | usa
Jagjaguwar |  | usa
Matador Records |  | new-york
Merge Records |  | usa
Bella Union |  | england
City Slang |  | berlin
Morr Music |  | berlin | electronica
Karaoke Kalk |  | germany | electronica
Sähkö Recordings |  | finland | techno minimal
Svek |  | stockholm | house techno
Studio Barnhus |  | stockholm | house | Axel Boman, Kornél Kovács, Pedrodollar
Public Possession |  | munich | house
Traum Schallplatten |  | cologne | techno minimal
Trapez |  | cologne | techno minimal
Mule Musiq |  | tokyo | house
Endless Flight |  |  | house
Unknown To The Unknown |  | london | house
Dark Entries |  | san-francisco | electro
Cititrax |  |  | electro
Interdimensional Transmissions |  | detroit | electro techno
Mathematics Recordings |  | chicago | house techno | Jamal Moss
Salsoul Records |  | new-york | disco
West End Records |  | new-york | disco
Prelude Records |  | new-york | disco
Casablanca Records |  | usa | disco
TK Records |  | miami | disco
Soul Jazz Records |  | london
Strut Records |  | london
Honest Jon's |  | london
Crammed Discs |  | brussels
Nyege Nyege Tapes |  | africa | electronica
Hakuna Kulala |  | africa | electronica club
Gqom Oh! |  | south-africa | club
Seeking Blue |  |  | house
Armada Deep |  |  | house deep | Armada Music
Enormous Tunes |  |  | house progressive
Zerothree |  |  | house progressive
Yoshitoshi Recordings |  | usa | house | Deep Dish
Nettwerk |  | canada
Transgressive Records |  | london
`,
);
