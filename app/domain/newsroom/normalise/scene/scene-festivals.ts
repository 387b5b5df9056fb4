import { sceneTable } from './scene-entity';

// Festivals and parades: `name | aliases | places | tags | links` (see scene-entity.ts).
export const festivals = sceneTable(
  'festival',
  `
Tomorrowland | | antwerp | edm house techno | Michiel Beers, Manu Beers, We Are One World
Awakenings | | amsterdam | techno |
Time Warp | | mannheim | techno | Cosmopop
Creamfields | | england | edm house trance | Cream
Sónar | Sonar, Sónar Barcelona, Sonar Barcelona | barcelona | electronica experimental arts digital |
EDC Las Vegas | EDC, Electric Daisy Carnival | las-vegas | edm | Insomniac, Pasquale Rotella
Movement | Movement Detroit | detroit | techno | Paxahau
Dekmantel | Dekmantel Festival | amsterdam | techno house |
Ultra Music Festival | Ultra, Ultra Miami | miami | edm | Russell Faibisch
Glastonbury | Glasto | england | camping |
Coachella | | california | pop |
Sziget | | hungary | pop |
Exit Festival | Exit, EXIT | serbia | edm techno |
Mysteryland | | netherlands | edm house techno | ID&T
Kappa FuturFestival | Kappa Futurfestival | turin | techno house |
ADE | Amsterdam Dance Event | amsterdam | house techno edm |
Loveparade | Love Parade | berlin | techno parade street | Dr. Motte
Rave The Planet | | berlin | techno parade street | Dr. Motte
Street Parade | Zurich Street Parade | switzerland | techno parade street |
Mutek | MUTEK, Mutek Montreal | montreal | electronica experimental arts digital | Alain Mongeau
Igloofest | | montreal | edm techno |
Piknic Électronik | Piknic Electronik | montreal | house techno |
Shambhala | | canada | bass camping |
Lost Lands | | usa | dubstep bass camping | Excision
Electric Forest | | usa | edm camping |
III Points | | miami | electronica house techno |
Holy Ship! | Holy Ship | usa | edm |
Ultra Europe | | croatia | edm | Ultra Music Festival
Defected Croatia | | croatia | house | Defected
Dimensions | Dimensions Festival | croatia | techno house electronica |
Outlook | Outlook Festival | croatia | bass dubstep |
Hideout | | croatia | edm house |
Field Day | | london | electronica house |
Lovebox | | london | house |
Parklife | | manchester | house edm |
Boomtown | Boomtown Fair | england | bass camping |
Wildlife | Wildlife Festival | brighton | house | Disclosure
Houghton | | england | techno house camping | Craig Richards
Bestival | | england | camping |
Fabric Presents Live | | london | techno house | Fabric
Nature One | | germany | techno |
Fusion | Fusion Festival | germany | techno experimental |
Melt | Melt Festival | germany | electronica techno | Ferropolis
Nachtdigital | | germany | techno |
Terraforma | | milan | electronica experimental |
Primavera Sound | | barcelona | pop |
Off Sonar | OFF Sonar, Off Week | barcelona | house techno |
Unsound | Unsound Festival | poland | experimental techno arts |
Berlin Atonal | | berlin | experimental techno arts |
CTM | CTM Festival | berlin | experimental arts |
Labyrinth | | japan | techno camping |
Rainbow Disco Club | | japan | house disco |
Amsterdam Open Air | | amsterdam | house techno openair |
Loveland | | amsterdam | house techno |
DGTL | | amsterdam | techno house |
Verknipt | | utrecht | techno hard |
Defqon.1 | Defqon, Defqon 1 | netherlands | hardstyle | Q-dance
Electric Love | | austria | edm |
Untold | | romania | edm |
Sunwaves | | romania | minimal house techno |
Burning Man | | usa | camping arts |
Sea You | | germany | edm techno |
Mad Cool | | madrid | pop |
Medusa | Medusa Festival | spain | edm |
Zamna | Zamna Tulum | mexico | techno melodic |
Day Zero | | mexico | house afro | Damian Lazarus
Afterlife Festival | | italy | techno melodic | Afterlife, Tale Of Us
Ozora | Ozora Festival | hungary | psytrance camping |
Boom Festival | | portugal | psytrance camping arts |
We Are FSTVL | We Are Festival | london | house techno edm |
Junction 2 | | london | techno |
Field Maneuvers | | england | house techno camping |
Lost Village | | england | house camping |
Parookaville | | germany | edm |
World Club Dome | | frankfurt | edm |
SonneMondSterne | SMS | germany | edm techno |
The BPM Festival | BPM Festival | mexico | house tech |
Neversea | | romania | edm beach |
Balaton Sound | | hungary | edm |
Sea Dance | | europe | edm beach |
Electric Zoo | | new-york | edm |
HARD Summer | Hard Summer | los-angeles | edm |
Beyond Wonderland | | california | edm | Insomniac
CRSSD | CRSSD Festival | california | house techno |
Dirtybird Campout | | california | house tech camping | Dirtybird
Veld | Veld Music Festival | toronto | edm |
Zouk Out | ZoukOut | singapore | edm beach | Zouk
Djakarta Warehouse Project | DWP | asia | edm |
Sunburn | Sunburn Festival | india | edm |
Wonderfruit | | thailand | electronica arts camping |
Beyond The Valley | | australia | house edm camping |
Pitch Music & Arts | Pitch Festival | australia | techno camping |
Dour | Dour Festival | belgium | electronica |
`,
);
