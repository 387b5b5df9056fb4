import { sceneTable } from './scene-entity';

// Techno, electro and their hard and melodic ends: `name | aliases | places | tags | links` (see scene-entity.ts).
export const technoArtists = sceneTable(
  'artist',
  `
Carl Cox | | england | techno house | Resistance, Intec
Adam Beyer | | stockholm | techno | Drumcode
Amelie Lens | | antwerp | techno acid | Lenske
Charlotte de Witte | Raving George | ghent | techno acid | KNTXT
Nina Kraviz | | russia | techno | трип
Richie Hawtin | Plastikman | canada detroit | techno minimal |
Jeff Mills | | detroit | techno | Underground Resistance
Derrick May | | detroit | techno | Transmat
Juan Atkins | Model 500 | detroit | techno electro | Metroplex
Kevin Saunderson | Inner City | detroit | techno house | KMS
Robert Hood | | detroit | techno minimal | M-Plant
Mike Banks | Mad Mike | detroit | techno | Underground Resistance
Underground Resistance | UR | detroit | techno collective | Mike Banks
Drexciya | | detroit | electro duo |
Dave Clarke | | england | techno electro |
Surgeon | Anthony Child | england | techno industrial |
Regis | Karl O'Connor | england | techno industrial |
Ben Klock | | berlin | techno | Berghain, Ostgut Ton
Marcel Dettmann | | berlin | techno | Berghain, Ostgut Ton
Len Faki | | berlin | techno | Berghain
Rødhåd | Rodhad | berlin | techno |
Paula Temple | | berlin england | techno industrial | Noise Manifesto
Helena Hauff | | hamburg | techno electro |
DVS1 | | usa | techno |
Blawan | Jamie Roberts | england | techno | Ternesc, Karenn
Kobosil | | berlin | techno hard |
I Hate Models | | france | techno hard |
Sara Landry | | usa | techno hard |
Klangkuenstler | Klangkünstler | germany | techno hard |
Dax J | | london berlin | techno hard |
Alignment | | berlin | techno hard |
999999999 | | italy | techno hard acid duo |
Reinier Zonneveld | | netherlands | techno acid | Filth on Acid
Boris Brejcha | | germany | techno minimal | Fckng Serious
ARTBAT | Artbat | ukraine | techno melodic duo | UPPERGROUND, Afterlife
Anyma | Matteo Milleri | italy | techno melodic | Afterlife, Tale Of Us
Stephan Bodzin | | germany | techno melodic | Herzblut
Mathame | | italy | techno melodic duo |
Enrico Sangiuliano | | italy | techno | Drumcode
Joris Voorn | | amsterdam | techno house |
Pan-Pot | Pan Pot | berlin | techno duo | Second State
Chris Liebing | | germany | techno | CLR
Dubfire | Ali Shirazinia | usa | techno minimal | SCI+TEC, Deep Dish
Deep Dish | | usa | house progressive duo | Dubfire, Sharam
Paco Osuna | | barcelona | techno minimal | Mindshake
Ilario Alicante | | italy | techno |
Amotik | | berlin | techno |
Héctor Oaks | Hector Oaks | berlin spain | techno |
FJAAK | | berlin | techno trio |
Kink | Strahil Velchev | europe | house techno |
Josh Wink | | usa | techno acid |
Luke Slater | Planetary Assault Systems, L.B. Dub Corp | england | techno | Mote-Evolver
Speedy J | | rotterdam | techno |
Oscar Mulero | | madrid | techno |
Vril | | germany | techno |
Objekt | TJ Hertz | berlin | techno electro |
Ellen Allien | | berlin | techno electro | BPitch
Paul Kalkbrenner |  | berlin | techno |  | Sky and Sand
Moderat | | berlin | electronica techno trio | Modeselektor, Apparat
Modeselektor | | berlin | techno electro duo | Monkeytown, Moderat
Apparat | Sascha Ring | berlin | electronica | Moderat
Octave One | | detroit | techno brothers |
Anetha | | paris | techno |
Nicole Moudaber | | london | techno |
Miss Kittin | | france | techno electro |
The Blessed Madonna | The Black Madonna, Marea Stamper | chicago london | house disco techno | We Still Believe
Eris Drew | | usa | house breaks |
Avalon Emerson | | san-francisco berlin | techno electro |
Call Super | | london | techno |
Ben UFO | | london | techno house | Hessle Audio
Pearson Sound | Ramadanman | london | techno bass | Hessle Audio
Pangaea | | london | techno bass | Hessle Audio
Joy Orbison | Peter O'Grady | london | house bass | Hinge Finger
Dr. Motte | Dr Motte, Matthias Roeingh | berlin | techno | Love Parade, Rave The Planet
Westbam | | berlin | techno | Love Parade
`,
);
