import { sceneTable } from './scene-entity';

// Breakbeat, bass, psytrance, Eurodance and the UK club pioneers: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const ukActsKnowledge = sceneTable(
  'artist',
  `
Clean Bandit |  | london | pop electronica band
Lenzman |  | netherlands | drum bass
Nymfo |  | netherlands | drum bass
Total Science |  | england | drum bass duo
Bad Company UK |  | england | drum bass
Technical Itch |  | england | drum bass
Ed Solo |  | england | jungle
Serial Killaz |  | england | jungle duo
Deekline |  | england | breakbeat
Stanton Warriors |  | england | breakbeat duo
Plump DJs |  | england | breakbeat duo
Krafty Kuts |  | england | breakbeat
Freq Nasty |  |  | breakbeat
Adam Freeland |  | england | breakbeat
Meat Katie |  |  | breakbeat
Rennie Pilgrem |  |  | breakbeat
The Freestylers | Freestylers | england | breakbeat
Elite Force |  |  | breakbeat
Lee Coombs |  | england | breakbeat
DJ Icey |  | usa | breakbeat
Baby Anne |  | usa | breakbeat
Uberzone |  | usa | breakbeat
Dylan Rhymes |  |  | breakbeat
Lady Waks |  | russia | breakbeat
Pretty Lights |  | denver | electronica
GRiZ |  | detroit | electronica funk
Gramatik |  | slovenia | electronica
Big Gigantic |  | denver | electronica duo
CloZee |  | france | bass electronica
Of The Trees |  | usa | bass
Mr. Bill |  | australia | bass
Eprom |  | usa | bass
G Jones |  | usa | bass
Charlesthefirst |  |  | bass
Kill The Noise |  | usa | dubstep
Datsik |  | canada | dubstep
Downlink |  | canada | dubstep
Ekali |  | canada | edm
Whipped Cream |  | canada | edm
Medasin |  | usa | electronica
Snakehips |  | london | electronica duo
Golden Features |  | sydney | techno electronica
Cosmo's Midnight |  | sydney | electronica duo
Anna Lunoe |  | australia | house
Torren Foot |  | australia | house
X Club. |  |  | techno
Chloé Caillet |  | france | house
Masego |  | usa | soul
Tom Misch |  | london | funk soul
Jordan Rakei |  | london | soul
Alfa Mist |  | london | jazz
Kamaal Williams |  | london | jazz
Yussef Dayes |  | london | jazz
Ezra Collective |  | london | jazz band
Nubya Garcia |  | london | jazz
Moses Boyd |  | london | jazz
Shabaka Hutchings |  | london | jazz
Kokoroko |  | london | jazz afro band
Nicky Holloway |  | london | house
Jeremy Healy |  | england | house
Seb Fontaine |  | england | house
Allister Whitehead |  |  | house
Graeme Park |  | england | house | Hacienda
Mike Pickering |  | manchester | house | Hacienda
Dave Haslam |  | manchester | house | Hacienda
Boy George |  | london | house pop
Brandon Block |  | england | house
Mr. C |  | london | techno house | The End
The Shamen |  | scotland | electronica band | Mr. C
Utah Saints |  | leeds | electronica duo
Altern-8 |  | england | duo
SL2 |  | london
The Future Sound of London | Future Sound of London | manchester | electronica duo
System 7 |  | london | trance duo | Steve Hillage
Eat Static |  | england | psytrance duo
Juno Reactor |  |  | psytrance band
Astral Projection |  | israel | psytrance duo
Goa Gil |  |  | psytrance
Green Nuns of the Revolution |  | england | psytrance
Cosmosis |  | england | psytrance
1200 Micrograms |  |  | psytrance
Hilight Tribe |  | france | psytrance band
Burn in Noise |  |  | psytrance
Electric Universe |  | germany | psytrance
Rinkadink |  |  | psytrance
Sonic Species |  |  | psytrance
Ovnimoon |  |  | psytrance
Protonica |  | germany | psytrance
Interactive Noise |  |  | psytrance
Boom Shankar |  |  | psytrance
Oceanlab |  | london | trance | Above & Beyond
Mat Zo |  | london | trance drum
Arty |  | russia | trance progressive
Super8 & Tab |  | finland | trance duo
Jaytech |  | australia | trance progressive
Boom Jinx |  |  | trance
Andy Moor |  | england | trance
Blank & Jones |  | germany | trance duo
Schiller |  | germany | trance electronica
Mark 'Oh |  | germany | trance
Members of Mayday |  | germany | techno duo | Mayday
Jam & Spoon |  | frankfurt | trance duo
Culture Beat |  | frankfurt | edm band
Dr. Alban |  | sweden | edm
2 Unlimited |  | netherlands | edm duo
Haddaway |  | germany | edm pop
La Bouche |  | germany | edm
Real McCoy |  | germany | edm
Vengaboys |  | netherlands | edm pop
Alice Deejay |  | netherlands | edm |  | Better Off Alone
Spiller |  | italy | house disco
Skratch Bastid |  | canada | dj
`,
);
