import { sceneTable } from './scene-entity';

// Gear and software makers, stores, platforms, media, radio, promoters and parties: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const brandKnowledge = sceneTable(
  'brand',
  `
Reloop |  | germany | dj hardware maker
Numark |  | usa | dj hardware maker | inMusic
Vestax |  | japan | dj hardware maker
Stanton |  | usa | dj hardware turntable maker
Ortofon |  | denmark | dj audio maker
Soundcraft |  | england | audio hardware maker
Mackie |  | usa | audio hardware maker
PreSonus |  | usa | audio software hardware maker | Fender
Steinberg |  | hamburg | audio software maker | Cubase, Yamaha
Image-Line | Image Line | belgium | software maker | FL Studio
Bitwig |  | berlin | software maker | Bitwig Studio
Propellerhead | Reason Studios | stockholm | software maker | Reason
Cockos |  |  | software maker | Reaper
Cycling '74 |  | san-francisco | software maker | Max/MSP, Ableton
Xfer Records |  |  | software plugin maker | Serum
Spectrasonics |  | california | software plugin maker | Omnisphere
u-he |  | berlin | software plugin synth maker | Diva, Zebra
FabFilter |  | amsterdam | audio software plugin maker | Pro-Q
Soundtoys |  | usa | audio software plugin maker
Plugin Alliance |  |  | audio software plugin
Slate Digital |  |  | audio software plugin maker
Eventide |  | usa | audio hardware software maker
Valhalla DSP |  | usa | audio software plugin maker
Softube |  | sweden | audio software plugin maker
Kilohearts |  | sweden | audio software plugin maker
Vital Audio |  |  | software plugin synth maker | Vital
Output Inc |  | los-angeles | software plugin maker
Soundwide |  | berlin | software | Native Instruments, iZotope, Plugin Alliance, Brainworx
Brainworx |  | germany | audio software plugin maker
Landr |  | montreal | audio software platform
See Tickets |  | london | ticketing platform
Skiddle |  | england | ticketing platform
Fatsoma |  | england | ticketing platform
Xceed |  | barcelona | ticketing platform
Songkick |  | london | ticketing platform
Bandsintown |  |  | platform
Deezer |  | paris | streaming platform
Mixcloud |  | london | streaming platform
Audius |  |  | streaming platform
Hypeddit |  |  | platform
DistroKid |  |  | platform
TuneCore |  |  | platform
Ditto Music |  |  | platform
Label Worx | Labelworx |  | platform
Red Bull Music Academy | RBMA |  | platform arts
Sirius XM | SiriusXM |  | radio platform
Beatsource |  |  | streaming download platform | Beatport
Phonica | Phonica Records | london | store vinyl
Hard Wax |  | berlin | store vinyl | Mark Ernestus, Basic Channel
Rough Trade | Rough Trade Shops | london | store vinyl
Decks.de |  | germany | store vinyl
Deejay.de |  | germany | store vinyl
Redeye Records |  | england | store vinyl
Piccadilly Records |  | manchester | store vinyl
Kristina Records |  | berlin | store vinyl
Record Store Day |  |  | vinyl
Vinyl Me, Please |  |  | vinyl
Faze Magazin |  | germany | magazine
Electronic Beats |  | berlin | magazine
The Quietus |  | london | magazine
Fact Magazine |  | london | magazine
XLR8R |  |  | magazine
Attack Magazine |  | england | magazine
Music Radar | MusicRadar |  | magazine
MusicTech |  |  | magazine
Sound On Sound |  | england | magazine
Dancing Astronaut |  | usa | magazine
EDM.com |  | usa | magazine
Your EDM |  | usa | magazine
Magnetic Magazine |  | usa | magazine
Data Transmission |  | england | magazine
Trax Magazine |  | paris | magazine
Tsugi |  | paris | magazine
De:Bug |  | berlin | magazine
Stamp The Wax |  |  | magazine
5 Magazine |  | chicago | magazine
DJ Tech Tools | DJTechTools |  | magazine
Digital DJ Tips |  |  | magazine
Gearnews |  |  | magazine
Bonedo |  | germany | magazine
Amazona.de |  | germany | magazine
Delamar |  | germany | magazine
Beat Magazin |  | germany | magazine
BBC Radio 1Xtra | 1Xtra | london | radio
BBC Radio 6 Music | 6 Music | london | radio
Kiss FM |  | london | radio
Radar Radio |  | london | radio
Balamii |  | london | radio
Worldwide FM |  | london | radio | Gilles Peterson
Reprezent |  | london | radio
Foundation FM |  | london | radio
Refuge Worldwide |  | berlin | radio
HÖR Berlin |  | berlin | radio livestream
Berlin Community Radio |  | berlin | radio
Red Light Radio |  | amsterdam | radio
Rinse France |  | paris | radio
Radio Nova |  | paris | radio
dublab |  | los-angeles | radio
The Lot Radio |  | new-york | radio
Intergalactic FM |  | netherlands | radio
FluxFM |  | berlin | radio
Sunshine Live |  | mannheim | radio
Diplo's Revolution |  |  | radio | Diplo
BBC Radio 1's Essential Mix | Essential Mix | london | radio | BBC Radio 1
A State of Trance | ASOT |  | trance radio | Armin van Buuren
Group Therapy |  |  | trance radio | Above & Beyond
Hardwell On Air |  |  | radio | Hardwell
Defected Radio |  |  | radio | Defected
Keep Hush |  | london | livestream
Be-At.tv |  |  | livestream
United We Stream |  | berlin | livestream
AEG Presents |  | los-angeles | promoter
Goldenvoice |  | los-angeles | promoter | AEG Presents
C3 Presents |  | usa | promoter | Live Nation
SFX Entertainment |  | new-york | promoter
LiveStyle |  | new-york | promoter
Superstruct Entertainment | Superstruct | london | promoter
Broadwick Live |  | london | promoter
Festival Republic |  | london | promoter | Live Nation
We Are One World |  |  | promoter | Tomorrowland
Paxahau |  | detroit | promoter
Made Event |  | new-york | promoter
Disco Donnie Presents |  | usa | promoter
React Presents |  | chicago | promoter
Teksupport |  | new-york | promoter
Do LaB |  | california | promoter
Brownies & Lemonade |  | los-angeles | promoter
ALDA |  | amsterdam | promoter
Art of Dance |  | amsterdam | promoter
Apenkooi |  | amsterdam | promoter
Audio Obscura |  | amsterdam | promoter
Studio Brussel |  | brussels | radio
Cosmopop |  | mannheim | promoter | Time Warp
I-Motion |  | germany | promoter | Mayday, Nature One
Klubnacht |  | berlin |  | Berghain
Herrensauna |  | berlin | techno
Pornceptual |  | berlin
Cocktail d'Amore |  | berlin | house disco
Eastern Electrics |  | london | promoter
LWE |  | london | promoter
Percolate |  | london | promoter
Secretsundaze |  | london
Mulletover |  | london
Sink The Pink |  | london
Body Movements |  | london
Pacha Group |  | ibiza | promoter | Pacha
Ushuaïa Entertainment | The Night League | ibiza | promoter | Ushuaïa Ibiza, Hï Ibiza
Ultra Worldwide |  | miami | promoter | Ultra Music Festival
Groove Magazin |  | germany | magazine
Crack Magazine |  | bristol | magazine
Clash Magazine |  | london | magazine
Twitch |  |  | streaming livestream platform
Tidal |  |  | streaming platform
Waves Audio |  | israel | audio software plugin maker
Gemini Sound |  | usa | dj hardware maker
Hercules DJ |  | france | dj hardware maker
Avid Technology |  | usa | audio software maker | Pro Tools
Shotgun Tickets |  | paris | ticketing platform
`,
);
