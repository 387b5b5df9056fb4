import { sceneTable } from './scene-entity';

// House, disco, afro house and their neighbours: `name | aliases | places | tags | links` (see scene-entity.ts).
export const houseArtists = sceneTable(
  'artist',
  `
Jamie Jones | | wales uk | house tech | Hot Creations
Solomun | Mladen Solomun | hamburg bosnia | house melodic | Diynamic
Black Coffee | Nkosinathi Maphumulo, Nathi Maphumulo | south-africa | house afro deep | Soulistic Music | Subconsciously
Honey Dijon | Honey Redmond | chicago | house disco |
Peggy Gou | Kim Min-ji | korea berlin | house | Gudu Records | (It Goes Like) Nanana, Starry Night
Fisher | Paul Fisher | australia | house tech | Catch & Release | Losing It
Chris Lake | | england los-angeles | house tech | Black Book Records
John Summit | | chicago | house tech |
Dom Dolla | Dominic Matheson | melbourne | house tech |  | Rhyme Dust, Saving Up
Mochakk | | brazil | house tech |
Keinemusik | | berlin | house afro collective | &ME, Rampa, Adam Port
&ME | | berlin | house afro | Keinemusik
Rampa | | berlin | house afro | Keinemusik
Adam Port | | berlin | house afro | Keinemusik
Kerri Chandler | | new-york | house deep |
Jayda G | Jayda Guy | canada london | house disco |
Frankie Knuckles | | chicago | house |
Larry Heard | Mr. Fingers, Mr Fingers | chicago | house deep |
Louie Vega | Little Louie Vega | new-york | house | Masters At Work
Masters At Work | MAW | new-york | house duo | Louie Vega, Kenny Dope
Marshall Jefferson | | chicago | house |
Todd Terry | | new-york | house |
Roger Sanchez | | new-york | house |
David Morales | | new-york | house |
Danny Tenaglia | | new-york | house |
DJ Sneak | | chicago | house |
Derrick Carter | | chicago | house |
Green Velvet | Curtis Jones, Cajmere | chicago | house tech techno | Relief Records
Claude VonStroke | Barclay Crenshaw | san-francisco | house tech | Dirtybird
Lee Foss | | los-angeles | house tech | Hot Creations
Richy Ahmed | | england | house tech | Hot Creations
Patrick Topping | | england | house tech |
Michael Bibi | | london | house tech | Solid Grooves
PAWSA | Pawsa | london | house tech | Solid Grooves
Hot Since 82 | Daley Padley | leeds | house tech | Knee Deep In Sound
Joseph Capriati | | naples | techno house |
Marco Carola | | naples | techno house minimal |
Loco Dice | | germany | house tech minimal | Desolat
Seth Troxler | | detroit | house tech | Tuskegee
Damian Lazarus | | london los-angeles | house | Crosstown Rebels, Day Zero
Dixon | Steffen Berkahn | berlin | house deep melodic | Innervisions
Âme | Ame | germany | house deep melodic duo | Innervisions, Kristian Beyer, Frank Wiedemann
Tale Of Us | Tale of Us | italy berlin | techno melodic duo | Afterlife
Adriatique | | zurich | house melodic duo | Diynamic
Innellea | | munich | techno melodic |
Mind Against | | italy berlin | techno melodic duo | Afterlife
Guy Gerber | | israel | house |
Maceo Plex | Eric Estornel, Maetrik | barcelona usa | techno house | Ellum
Art Department | | toronto | house |
Nic Fanciulli | | england | house tech | Saved Records
Purple Disco Machine | Tino Piontek | germany | disco house |
Todd Edwards | | usa | house garage |
MK | Marc Kinchen | detroit los-angeles | house |
Duke Dumont | Adam Dyment | london | house |
Gorgon City | | london | house duo |
CamelPhat | Camelphat | liverpool | house tech duo |
Sonny Fodera | | london | house tech | Solotoko
Joel Corry |  | london | house pop |  | Head & Heart
Meduza |  | italy | house trio |  | Piece of Your Heart
Vintage Culture | Lukas Ruiz | brazil | house |
ANOTR | | amsterdam | house duo |
Chris Stussy | | amsterdam | house |
Prospa | | england | house duo |
Floorplan | | detroit | house techno | Robert Hood
Moodymann | Kenny Dixon Jr | detroit | house deep | KDJ
Theo Parrish | | detroit | house deep |
Floating Points | Sam Shepherd | manchester london | electronica house jazz |
Kaytranada | Louis Kevin Celestin | montreal | house funk |
Folamour | | france | house disco |
DJ Koze | Stefan Kozalla | hamburg | house electronica | Pampa Records
Ricardo Villalobos | | chile berlin | minimal techno house |
Sven Väth | Sven Vath, Papa Sven | frankfurt | techno house | Cocoon
Laurent Garnier | | france | techno house |
Daft Punk |  | paris | house electro duo | Thomas Bangalter | Random Access Memories, Get Lucky, One More Time, Harder Better Faster Stronger
Thomas Bangalter | | paris | house | Daft Punk
Cassius |  | paris | house duo |  | Feeling for You
Bob Sinclar | | paris | house pop |
David Guetta | | paris | edm house pop |
Idris Elba | | london | house |
Shimza | | south-africa | house afro |
Themba | | south-africa | house afro |
Culoe De Song | | south-africa | house afro deep |
Caiiro | | south-africa | house afro |
Kabza De Small | Kabza de Small | south-africa | amapiano |
DJ Maphorisa | | south-africa | amapiano |
Uncle Waffles | | south-africa | amapiano |
Major League DJz | | south-africa | amapiano duo brothers |
Nora En Pure | Daniela Di Lillo | switzerland | house deep |
Ben Böhmer | Ben Bohmer | berlin | house melodic | Anjunadeep
Lane 8 | | usa | house deep | This Never Happened
Kölsch | Kolsch, Rune Reilly Kölsch | denmark | techno melodic | Kompakt
Bicep | | belfast london | electronica house duo | Ninja Tune
Disclosure | Guy Lawrence, Howard Lawrence, Guy and Howard Lawrence | surrey | house garage duo brothers | Island Records, Wildlife
Fred again.. | Fred again, Fred Again, Fred Gibson | london | house electronica |  | Actual Life, Marea (We've Lost Dancing), Delilah (pull me out of this)
Four Tet | Kieran Hebden | london | electronica house |  | There Is Love in You
Jamie xx |  | london | electronica house | The xx | In Colour, In Waves
Skream | | london | dubstep house |
Annie Mac | | ireland london | house radio |
Gilles Peterson | | london | jazz radio | Brownswood
Mall Grab | Jordon Alexander | australia london | house |
DJ Seinfeld | | sweden | house |
Ross From Friends | Felix Clary Weatherall | london | house electronica | Brainfeeder
Logic1000 | | australia berlin | house |
TSHA | | london | house | Ninja Tune
Job Jobse | | amsterdam | house |
Anfisa Letyago | | naples russia | techno |
Indira Paganotto | | madrid | techno psytrance |
Blake Baxter | | detroit | techno house |
`,
);
