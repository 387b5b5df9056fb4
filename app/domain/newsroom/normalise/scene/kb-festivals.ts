import { sceneTable } from './scene-entity';

// Festivals, their editions abroad and their promoters: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const festivalKnowledge = sceneTable(
  'festival',
  `
Tomorrowland Winter |  | france | edm camping | Tomorrowland, We Are One World
Tomorrowland Brasil |  | brazil | edm | Tomorrowland
Tomorrowland Around the World |  |  | edm livestream digital | Tomorrowland
TomorrowWorld |  | usa | edm | Tomorrowland
Untold Dubai |  | uae | edm | Untold
Ultra Japan |  | japan | edm | Ultra Music Festival
Ultra Korea |  | korea | edm | Ultra Music Festival
Ultra South Africa |  | south-africa | edm | Ultra Music Festival
Ultra Abu Dhabi |  | uae | edm | Ultra Music Festival
Road to Ultra |  |  | edm | Ultra Music Festival
EDC Orlando |  | usa | edm | Insomniac
EDC Mexico |  | mexico | edm | Insomniac
EDC Thailand |  | thailand | edm | Insomniac
EDC China |  | china | edm | Insomniac
EDC Korea |  | korea | edm | Insomniac
EDC Japan |  | japan | edm | Insomniac
Nocturnal Wonderland |  | california | edm | Insomniac
Escape Halloween | Escape Psycho Circus | california | edm | Insomniac
Dreamstate |  | california | trance | Insomniac
Countdown NYE |  | california | edm | Insomniac
Day Trip |  | california | house techno | Insomniac
Bassrush Massive |  |  | bass | Insomniac
Governors Ball |  | new-york | pop
Lollapalooza |  | chicago | pop | C3 Presents
Bonnaroo |  | usa | pop camping
Austin City Limits |  | usa | pop | C3 Presents
Outside Lands |  | san-francisco | pop
Sónar Lisboa | Sonar Lisbon | portugal | electronica | Sónar
Sónar Istanbul |  | turkey | electronica | Sónar
Primavera Sound Porto |  | portugal | pop | Primavera Sound
Cruïlla |  | barcelona | pop
BBK Live | Bilbao BBK Live | spain | pop
Festival Internacional de Benicàssim | FIB, Benicàssim | spain | pop
Monegros Desert Festival | Monegros | spain | techno edm
Dreambeach |  | spain | edm techno
A Summer Story |  | madrid | techno house
Aquasella |  | spain | techno
Barcelona Beach Festival |  | barcelona | edm
Brunch Electronik | Brunch-In | barcelona | house techno
Paléo | Paleo Festival | switzerland | pop
Montreux Jazz Festival |  | switzerland | jazz
Lake Parade |  | switzerland | techno parade
Mayday |  | germany | techno | I-Motion
Airbeat One |  | germany | edm
Garbicz | Garbicz Festival | poland | house techno camping
Fête de la Musique |  | france | street
Rock Werchter |  | belgium | pop
Pukkelpop |  | belgium | pop
Extrema Outdoor |  | belgium | edm
Laundry Day |  | antwerp | edm house
Paradise City |  | brussels | house techno
Family Piknik |  | france | house techno
Dream Nation |  | paris | hardcore techno
We Love Green |  | paris | pop
Rock en Seine |  | paris | pop
Nuits Sonores | Les Nuits Sonores | france | electronica house techno
Les Ardentes |  | belgium | pop
Peacock Society |  | paris | techno
Marvellous Island |  | paris | techno house
Solidays |  | paris | pop
Astropolis |  | france | techno
Scopitone |  | france | electronica arts digital
Calvi on the Rocks |  | france | house pop
Positive Education |  | france | techno
Les Eurockéennes | Eurockeennes | france | pop
Printemps de Bourges |  | france | pop
Lowlands |  | netherlands | pop camping
Pinkpop |  | netherlands | pop
Down The Rabbit Hole |  | netherlands | pop camping
Best Kept Secret |  | netherlands | pop
Into The Woods |  | netherlands | house techno
Draaimolen |  | netherlands | techno
Dockyard Festival |  | amsterdam | techno
Soenda |  | utrecht | techno
Straf_Werk | Strafwerk | netherlands | techno
Free Your Mind |  | netherlands | techno
Milkshake Festival |  | amsterdam | house pop
Amsterdam Music Festival | AMF | amsterdam | edm
Thunderdome |  | netherlands | hardcore gabber | ID&T
Qlimax |  | netherlands | hardstyle | Q-dance
Decibel Outdoor |  | netherlands | hardstyle
Intents Festival |  | netherlands | hardstyle
Reverze |  | belgium | hardstyle
A State of Trance Festival | ASOT Festival | netherlands | trance | Armin van Buuren
Luminosity Beach Festival |  | netherlands | trance
Dreamfields |  | netherlands | edm
Roskilde | Roskilde Festival | denmark | pop camping
Way Out West Festival |  | sweden | pop
Flow Festival |  | finland | pop
Øya | Oya Festival | norway | pop
Iceland Airwaves |  | iceland | pop
Secret Solstice |  | iceland
Open'er Festival |  | poland | pop
Audioriver |  | poland | electronica
Tauron Nowa Muzyka | Nowa Muzyka | poland | electronica experimental
Colours of Ostrava |  | czechia | pop
Let It Roll |  | czechia | drum bass
Electric Castle |  | romania | pop electronica camping
Saga Festival |  | romania | edm
Kazantip |  |  | edm
Outline |  | russia | techno
Fresh Island |  | croatia | pop
Love International |  | croatia | house techno | The Garden Tisno
Sea Star |  | croatia
Sonus Festival |  | croatia | techno | Cocoon
INmusic Festival |  | croatia | pop
Lovefest |  | serbia | house techno
Universo Paralello |  | brazil | psytrance camping
Rock in Rio |  | brazil | pop
Lollapalooza Brasil |  | brazil | pop
Time Warp Brasil |  | brazil | techno | Time Warp
DGTL São Paulo |  | brazil | techno house | DGTL
Lollapalooza Argentina |  | argentina | pop
Creamfields Buenos Aires |  | argentina | edm | Creamfields
Estéreo Picnic |  | colombia | pop
Vive Latino |  | mexico | pop
Corona Capital |  | mexico | pop
Bahidorá |  | mexico | house techno
Mutek Mexico |  | mexico | electronica arts digital | Mutek
Mutek Japan |  | japan | electronica arts digital | Mutek
Mutek Barcelona |  | barcelona | electronica arts digital | Mutek
Fuji Rock | Fuji Rock Festival | japan | pop camping
Summer Sonic |  | japan | pop
Ultra Singapore |  | singapore | edm | Ultra Music Festival
It's The Ship |  | singapore | edm
We The Fest |  | indonesia | pop
S2O | S2O Songkran | thailand | edm
Magnetic Fields |  | india | electronica
Storm Festival |  | china | edm
World DJ Festival |  | korea | edm
Stereosonic |  | australia | edm
Defqon.1 Australia |  | australia | hardstyle | Q-dance
Field Day Sydney |  | sydney | pop
Splendour in the Grass |  | australia | pop camping
Rhythm and Vines |  | new-zealand | pop camping
Listen Out |  | australia | house edm
Falls Festival |  | australia | pop camping
Strawberry Fields |  | australia | electronica camping
Rainbow Serpent | Rainbow Serpent Festival | australia | psytrance camping
Laneway Festival | St Jerome's Laneway Festival | australia | pop
Afropunk |  | new-york
Afro Nation |  | portugal | afro
Lightning in a Bottle |  | california | electronica camping
Desert Hearts |  | california | house techno
Symbiosis Gathering |  | california
Okeechobee |  | usa | pop camping
Suwannee Hulaween | Hulaween | usa | camping
Imagine Music Festival |  | atlanta | edm
Moonrise Festival |  | usa | edm
Summer Smash |  | chicago
Spring Awakening |  | chicago | edm
Mamby on the Beach |  | chicago | house
North Coast Music Festival |  | chicago | edm
Decadence Arizona |  | usa | edm
Decadence Colorado |  | denver | edm
Global Dance Festival |  | denver | edm
Paradiso Festival |  | usa | edm
Bumbershoot |  | seattle | pop
Osheaga |  | montreal | pop
ILESONIQ | Île Soniq | montreal | edm
Digital Dreams |  | toronto | edm
Time Warp US |  | new-york | techno | Time Warp
Ubbi Dubbi |  | usa | edm
Freaky Deaky |  | usa | edm
Groove Cruise |  | usa | edm
Afrikaburn |  | south-africa | arts camping
Oppikoppi |  | south-africa | pop
Nyege Nyege |  | africa | electronica
Chale Wote |  | ghana | arts street
Reading Festival | Reading and Leeds | england | pop
Leeds Festival |  | leeds | pop
Download Festival |  | england
Isle of Wight Festival |  | england | pop
Green Man | Green Man Festival | wales | pop camping
All Points East |  | london | pop
British Summer Time | BST Hyde Park | london | pop
South West Four | SW4 | london | edm house
Waterworks Festival |  | london | house techno
Kendal Calling |  | england | pop camping
Tramlines |  | sheffield | pop
Victorious | Victorious Festival | england | pop
Boardmasters |  | england | pop
Y Not Festival |  | england | pop
Truck Festival |  | england | pop
Bluedot |  | england | electronica arts
Festival No. 6 |  | wales
Beat-Herder |  | england
Gottwood |  | wales | house techno
Farr Festival |  | england | house techno
Love Saves The Day |  | bristol | house pop
Mighty Hoopla |  | london | pop
Kala Festival |  |  | house
Snowbombing |  | austria | edm
Rise Festival |  | france | edm
Creamfields South |  | england | edm | Creamfields
Creamfields North |  | england | edm | Creamfields
Creamfields Steel Yard | Steel Yard | london | edm | Creamfields
Terminal V |  | scotland | techno
TRNSMT |  | glasgow | pop
Electric Fields |  | scotland
Belladrum |  | scotland
Life Festival |  | ireland | house techno
Forbidden Fruit |  | ireland | pop
Electric Picnic |  | ireland | pop camping
Longitude |  | ireland | pop
AVA Festival |  | belfast | electronica house techno
Freerotation |  | wales | techno
Waking Life |  | portugal | electronica camping
Neopop |  | portugal | techno
NOS Alive |  | portugal | pop
Meo Sudoeste |  | portugal | pop
Nuits Sonores Tanger |  | morocco | electronica
Oasis Festival |  | morocco | house techno
Positivus |  | latvia | pop
Nameless Festival |  | italy | edm
Club To Club | C2C | turin | electronica experimental
Polifonic |  | italy | house techno
Decibel Open Air |  | italy | techno
Movement Torino |  | turin | techno
Dekmantel Selectors |  | croatia | house techno | Dekmantel
Dekmantel São Paulo |  | brazil | house techno | Dekmantel
Wildeburg |  | netherlands | camping
Welcome to the Future |  | amsterdam | house techno
Voltt |  | netherlands | techno
Elrow Town |  |  | house tech | Elrow
Creamfields Chile |  | chile | edm | Creamfields
Sensation White | Sensation | amsterdam | edm house | ID&T
Copenhagen Distortion |  | denmark | street
Wireless Festival |  | london | pop
Latitude Festival |  | england | pop camping
Dominator Festival |  | netherlands | hardcore
Transmission Festival |  |  | trance | Gottwood Festival
Sónar+D |  | barcelona | arts digital | Sónar
International Music Summit | IMS Ibiza, IMS | ibiza |  | Pete Tong
Brighton Music Conference |  | brighton
Miami Music Week |  | miami |  | Ultra Music Festival
Winter Music Conference | WMC | miami
Sunrise Festival |  | poland | edm
Lost Theory |  | spain | techno house camping
Meadows in the Mountains |  | bulgaria | house techno camping
Suncebeat |  | croatia | house soul
Stone Techno |  | germany | techno
Ruhr-in-Love |  | germany | edm techno
Wilde Möhre |  | germany | camping
3000Grad | 3000Grad Festival | germany | house melodic camping
Plötzlich am Meer |  | germany | house camping
Monis Rache |  | germany | camping
Zug der Liebe |  | berlin | parade street
Fuckparade |  | berlin | techno parade street
Frequency | Frequency Festival | austria | pop
Urban Art Forms |  | austria | edm
Beatpatrol |  | austria | edm
Nova Rock |  | austria
Elevate | Elevate Festival | austria | electronica arts
Donaufestival |  | austria | arts experimental
Ars Electronica |  | austria | arts digital
Transmediale |  | berlin | arts digital
Moogfest |  | usa | electronica synth
Big Ears |  | usa | experimental
Decibel Festival |  | seattle | electronica
Wacken Open Air | Wacken | germany | camping
`,
);
