import { sceneTable } from './scene-entity';

// Clubs, arenas, parks and grounds events are held at, with their cities: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const venueKnowledge = sceneTable(
  'venue',
  `
Ritter Butzke |  | berlin | house techno club
Salon zur wilden Renate | Wilde Renate | berlin | house techno club
Club OST |  | berlin | techno club
RSO | RSO Berlin | berlin | techno club
Anomalie Art Club |  | berlin | techno club
SO36 |  | berlin | club
Kantine am Berghain |  | berlin | club
Heideglühen |  | berlin | club
Tresor.West |  | germany | techno club
Distillery | Distillery Leipzig | leipzig | techno club
Conne Island |  | leipzig | club
Golden Pudel | Golden Pudel Club | hamburg | club
Uebel & Gefährlich | Uebel und Gefährlich | hamburg | club
MS Connexion |  | mannheim | techno club
Harry Klein |  | munich | techno club
Tanzhaus West |  | frankfurt | techno club
Lehmann Club |  | germany | techno club
Ilses Erika |  | leipzig | club
De Marktkantine | Marktkantine | amsterdam | club
Garage Noord |  | amsterdam | techno club
Doka |  | amsterdam | techno club
Thuishaven |  | amsterdam | openair club
Warehouse Elementenstraat |  | amsterdam | warehouse techno club
Maassilo |  | rotterdam | club warehouse
Toffler |  | rotterdam | club
Kiosk Radio |  | brussels | radio
C12 |  | brussels | techno club
La Rocca |  | belgium | club
Café d'Anvers |  | antwerp | club
Le Batofar | Batofar | paris | club
La Machine du Moulin Rouge |  | paris | club
Badaboum |  | paris | club
Djoon |  | paris | house club
Nuits Fauves |  | paris | club
Cabaret Sauvage |  | paris | club
Moog Barcelona |  | barcelona | club
Nitsa |  | barcelona | club
Goa Club |  | madrid | club
Mondo Disko |  | madrid | club
Teatro Kapital |  | madrid | club
Cova Santa |  | ibiza | club
Café del Mar |  | ibiza | beach
Café Mambo |  | ibiza | beach
Sankeys Ibiza |  | ibiza | club
Ibiza Rocks |  | ibiza | club
Lío Ibiza |  | ibiza | club
Es Paradis |  | ibiza | club
Tenax |  | italy | club
Goa Roma |  | italy | club
Amnesia Milano |  | milan | club
Tunnel Club | Tunnel Milano | milan | club
Magazzini Generali |  | milan | club
Duel Club |  | naples | club
Audiodrome |  | turin | club
Lux Frágil |  | portugal | club
Grelle Forelle |  | austria | club
Pratersauna |  | austria | club
Culture Box |  | denmark | club
Berns |  | stockholm | club
Ääniwalli |  | finland | club
Smolna |  | poland | club
Jasna 1 |  | poland | club
Ankali |  | czechia | club
Fuchs2 |  | czechia | club
Control Club |  | romania | club
Kristal Glam Club |  | romania | club
Mtkvarze |  | georgia | club
Cxema |  | ukraine | techno
Mutabor |  | russia | club
Arma17 |  | russia | club
Six d.o.g.s |  | greece | club
Heaven |  | london | club
Koko |  | london | club
Oval Space |  | london | club
The Pickle Factory |  | london | club
Studio 338 |  | london | club
Tobacco Dock |  | london | warehouse
Drumsheds |  | london | warehouse superclub | Broadwick Live
Magazine London |  | london | club
Colour Factory |  | london | club
Bussey Building |  | london | club
Dalston Superstore |  | london | club
The Jazz Cafe | Jazz Cafe | london | club
Electric Brixton |  | london | club
O2 Academy Brixton | Brixton Academy | london
Alexandra Palace | Ally Pally | london
Royal Albert Hall |  | london
Barbican |  | london | arts
Southbank Centre |  | london | arts
The White Hotel |  | manchester | club
Hidden | Hidden Manchester | manchester | club
Gorilla |  | manchester | club
Albert Hall Manchester |  | manchester
Antwerp Mansion |  | manchester | club
Thekla |  | bristol | club
Hifi Club |  | leeds | club
Mint Warehouse |  | leeds | warehouse club
Mint Club |  | leeds | club
Canal Mills |  | leeds | warehouse
La Cheetah |  | glasgow | club
Berkeley Suite |  | glasgow | club
The Mash House |  | scotland | club
Sneaky Pete's |  | scotland | club
Hangar 34 |  | liverpool | warehouse club
Invisible Wind Factory |  | liverpool | club
Camp and Furnace |  | liverpool
Gatecrasher |  | sheffield | club
Digital Newcastle |  | newcastle | club
Lab11 |  | birmingham | club
Rescue Rooms |  | nottingham
District 8 |  | ireland | club
The Button Factory |  | ireland | club
Webster Hall |  | new-york | club
Paradise Garage |  | new-york | club | Larry Levan
Studio 54 |  | new-york | club
Twilo |  | new-york | club
Sound Factory |  | new-york | club
Bossa Nova Civic Club |  | new-york | club
Marble Bar |  | detroit | club
TV Lounge |  | detroit | club
The Music Institute | Music Institute | detroit | club
Academy LA |  | los-angeles | club
Avalon Hollywood |  | los-angeles | club
Catch One |  | los-angeles | club
Factory 93 |  | los-angeles | club
Do Not Sit On The Furniture |  | miami | club
Treehouse Miami |  | miami | club
Omnia Las Vegas |  | las-vegas | club
Hakkasan Las Vegas | Hakkasan | las-vegas | club
Marquee Las Vegas |  | las-vegas | club
Zouk Las Vegas |  | las-vegas | club
Temple SF |  | san-francisco | club
Audio SF |  | san-francisco | club
1015 Folsom |  | san-francisco | club
Red Rocks | Red Rocks Amphitheatre | denver | openair grounds
The Gorge Amphitheatre |  | usa | openair grounds
Q Nightclub |  | seattle | club
Société des arts technologiques |  | montreal | arts digital
Fortune Sound Club |  | vancouver | club
Surreal Park |  | brazil | openair
Laroc Club |  | brazil | club
Crobar |  | argentina | club
Under Club |  | argentina | club
Mandarine Park |  | argentina | openair
Bar Americas |  | mexico | club
Marquee Singapore |  | singapore | club
Kilo Lounge |  | singapore | club
Circus Tokyo |  | tokyo | club
Circus Osaka |  | japan | club
Forestlimit |  | tokyo | club
Liquidroom |  | tokyo | club
Sound Museum Vision |  | tokyo | club
Faust Seoul |  | korea | club
Vurt |  | korea | club
Soap Seoul |  | korea | club
Shelter Shanghai |  | china | club
Dada Shanghai |  | china | club
Zhao Dai |  | china | club
Kitty Su |  | india | club
White Dubai |  | uae | club
Blue Marlin Ibiza | Blue Marlin | ibiza | beach
Babylon Istanbul |  | turkey | club
Klein Istanbul |  | turkey | club
The Marquee Sydney |  | sydney | club
Revolver Upstairs |  | melbourne | club
AFAS Live | Heineken Music Hall | amsterdam
Ziggo Dome |  | amsterdam
Johan Cruijff ArenA | Amsterdam ArenA, Johan Cruyff Arena | amsterdam
Rotterdam Ahoy |  | rotterdam
Jaarbeurs |  | utrecht
Tivoli Vredenburg | TivoliVredenburg | utrecht
Lotto Arena |  | antwerp
Sportpaleis |  | antwerp
Palau Sant Jordi |  | barcelona
Fira Montjuïc |  | barcelona | grounds
Fira Gran Via |  | barcelona | grounds
Poble Espanyol |  | barcelona
Parc del Fòrum |  | barcelona
Maimarkthalle |  | mannheim
Kraftwerk Berlin |  | berlin | arts
Funkhaus Berlin |  | berlin | arts
Arena Berlin |  | berlin
Mercedes-Benz Arena | Uber Arena | berlin
Tempodrom |  | berlin
Olympiastadion |  | berlin
Lanxess Arena |  | cologne
Westfalenhallen |  | germany
Palais 12 |  | brussels
Accor Arena | AccorHotels Arena | paris
Zénith Paris |  | paris
Grand Palais |  | paris
Stade de France |  | paris
The O2 | O2 Arena | london
Wembley Stadium |  | london
Finsbury Park |  | london | openair grounds
Brockwell Park |  | london | openair grounds
Clapham Common |  | london | openair grounds
Hyde Park |  | london | openair grounds
Crystal Palace Park |  | london | openair grounds
Heaton Park |  | manchester | openair grounds
AO Arena | Manchester Arena | manchester
Co-op Live |  | manchester
SSE Hydro | OVO Hydro | glasgow
Madison Square Garden |  | new-york
Barclays Center |  | new-york
Brooklyn Navy Yard |  | new-york | grounds
Forest Hills Stadium |  | new-york
Hollywood Bowl |  | los-angeles
Los Angeles Memorial Coliseum | LA Coliseum | los-angeles
Crypto.com Arena |  | los-angeles
Kia Forum |  | los-angeles
Las Vegas Motor Speedway |  | las-vegas | grounds
Empire Polo Club |  | california | grounds
Bayfront Park |  | miami | openair grounds
Virginia Key |  | miami | openair grounds
Hart Plaza |  | detroit | openair grounds
Parc Jean-Drapeau |  | montreal | openair
De Schorre |  | antwerp | openair grounds
Beekse Bergen |  | netherlands | openair grounds
Spaarnwoude |  | netherlands | openair grounds
Walibi Holland |  | netherlands | grounds
Worthy Farm |  | england | camping grounds
The Garden Tisno |  | croatia
Petrovaradin Fortress |  | serbia | grounds
Óbudai Island | Obudai-sziget | hungary | grounds
Ferropolis |  | germany | grounds
Hockenheimring |  | germany | grounds
Nürburgring |  | germany | grounds
Autódromo Hermanos Rodríguez |  | mexico | grounds
Grant Park |  | chicago | openair grounds
Randall's Island |  | new-york | openair grounds
Governors Island |  | new-york | openair grounds
Zilker Park |  | usa | openair grounds
Golden Gate Park |  | san-francisco | openair grounds
Black Rock City |  | usa | grounds
Sydney Showground |  | sydney | grounds
Flemington Racecourse |  | melbourne | grounds
Marina Bay Sands |  | singapore
Pikes Ibiza |  | ibiza | club
Destino Ibiza |  | ibiza | club
O Beach Ibiza |  | ibiza | beach club
Sala Apolo |  | barcelona | club
XS Las Vegas |  | las-vegas | club
LIV Miami |  | miami | club
Las Vegas Sphere |  | las-vegas | grounds
Egg London | The Egg London | london | club | Shoom
The End | The End London | london | club | Mr. C
Turnmills |  | london | club
The Cross |  | london | club
Bagleys |  | london | club
Plastic People |  | london | club
Cable |  | london | club
Mass | Mass Brixton | london | club
Electric Ballroom |  | london | club
Club UK |  | london | club
Club Vaag |  | belgium | club
Trabendo |  | paris | club
Le Palace |  | paris | club
Les Bains Douches |  | paris | club
Queen Club |  | paris | club
`,
);
