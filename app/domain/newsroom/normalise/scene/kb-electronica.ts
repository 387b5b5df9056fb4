import { sceneTable } from './scene-entity';

// Electronica, ambient, synth pop, pioneers and the pop acts the scene reports on: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const electronicaKnowledge = sceneTable(
  'artist',
  `
Kraftwerk |  | germany | electronica band | Ralf Hütter, Florian Schneider, Kling Klang | Trans-Europe Express, The Man-Machine
Ralf Hütter |  | germany | electronica | Kraftwerk
Tangerine Dream |  | berlin | electronica ambient band | Edgar Froese
Klaus Schulze |  | berlin | electronica ambient
Vangelis |  | greece | electronica ambient
Yellow Magic Orchestra | YMO | tokyo | electronica synth trio | Ryuichi Sakamoto, Haruomi Hosono, Yukihiro Takahashi
Ryuichi Sakamoto |  | tokyo | electronica ambient | Yellow Magic Orchestra
Haruomi Hosono |  | tokyo | electronica | Yellow Magic Orchestra
Alva Noto | Carsten Nicolai | germany | electronica experimental | Raster-Noton
Fennesz | Christian Fennesz | austria | electronica experimental ambient
Brian Eno |  | england | ambient electronica
The Orb |  | london | ambient electronica | Alex Paterson
The KLF | KLF | london | electronica house duo | Bill Drummond, Jimmy Cauty
808 State |  | manchester | electronica acid house | Graham Massey
New Order |  | manchester | band synth | Peter Hook, Bernard Sumner, Stephen Morris, Gillian Gilbert
Peter Hook |  | manchester | band | New Order, Joy Division
Joy Division |  | manchester | band | Ian Curtis
Happy Mondays |  | manchester | band | Shaun Ryder
Primal Scream |  | glasgow | band | Bobby Gillespie, Screamadelica
My Bloody Valentine |  | ireland | band | Kevin Shields
Andrew Weatherall |  | england | electronica house techno | Two Lone Swordsmen, Sabres of Paradise
Two Lone Swordsmen |  | england | electronica duo | Andrew Weatherall, Keith Tenniswood
Sabres of Paradise |  | england | electronica band | Andrew Weatherall
Pet Shop Boys |  | london | pop synth duo | Neil Tennant, Chris Lowe
Depeche Mode |  | england | synth band | Dave Gahan, Martin Gore
Erasure |  | england | synth pop duo
Soft Cell |  | england | synth pop duo
The Human League |  | sheffield | synth pop band
Cabaret Voltaire |  | sheffield | electronica industrial band
Heaven 17 |  | sheffield | synth pop band
Yazoo |  | england | synth pop duo
Eurythmics |  | england | pop synth duo
Orchestral Manoeuvres in the Dark | OMD | england | synth pop band
Gary Numan |  | england | synth
Ultravox |  | england | synth band
Simple Minds |  | glasgow | band
Nine Inch Nails |  | usa | industrial band | Trent Reznor
Front 242 |  | belgium | industrial electro band
Nitzer Ebb |  | england | industrial electro band
DAF | Deutsch Amerikanische Freundschaft | germany | electro industrial duo
Einstürzende Neubauten |  | berlin | industrial band
Throbbing Gristle |  | england | industrial band
Coil |  | england | industrial experimental duo
Björk |  | iceland | electronica pop
GusGus |  | iceland | electronica house band
Múm |  | iceland | electronica band
Sigur Rós |  | iceland | band
Madonna |  | usa | pop
Charli XCX |  | london | pop
SOPHIE | Sophie Xeon | scotland los-angeles | electronica pop experimental | PC Music
A. G. Cook |  | london | pop electronica | PC Music
Kylie Minogue |  | australia | pop
Dua Lipa |  | london | pop
Lady Gaga |  | usa | pop
Beyoncé |  | usa | pop
Rihanna |  | usa | pop
Katy Perry |  | usa | pop
Britney Spears |  | usa | pop
Robyn |  | sweden | pop electronica
Róisín Murphy |  | ireland | pop electronica house | Moloko
Moloko |  | sheffield | electronica duo | Róisín Murphy, Mark Brydon
Jessie Ware |  | london | pop disco
Sia |  | australia | pop
Ellie Goulding |  | england | pop
Rita Ora |  | london | pop
Anne-Marie |  | england | pop
Becky Hill |  | england | pop house
Raye |  | london | pop
Ed Sheeran |  | england | pop
Sam Smith |  | london | pop
Khalid |  | usa | pop
Ariana Grande |  | usa | pop
The Weeknd |  | toronto | pop
Drake |  | toronto | pop
Travis Scott |  | usa | pop
Kanye West |  | chicago | pop
Pharrell Williams |  | usa | pop
Nile Rodgers |  | new-york | funk disco | Chic
Chic |  | new-york | disco band | Nile Rodgers
Donna Summer |  | usa | disco
Grace Jones |  | jamaica | disco pop
Chaka Khan |  | usa | funk soul
Michael Jackson |  | usa | pop
Janet Jackson |  | usa | pop
Whitney Houston |  | usa | pop
Billie Eilish |  | los-angeles | pop
Taylor Swift |  | usa | pop
Doechii |  | usa | pop
Troye Sivan |  | australia | pop
Caroline Polachek |  | usa | pop
Kelela |  | usa | pop electronica
FKA twigs |  | england | pop electronica
Little Simz |  | london | pop
Bon Iver |  | usa | band
Radiohead |  | england | band | Thom Yorke
Thom Yorke |  | england | band electronica | Radiohead, Atoms For Peace
Gorillaz |  | england | band pop | Damon Albarn
The Stone Roses |  | manchester | band
The Charlatans |  | england | band
Liam Howlett |  | england | electronica | The Prodigy
Keith Flint |  | england |  | The Prodigy
Crystal Method | The Crystal Method | los-angeles | breakbeat electronica duo
Propellerheads |  | england | breakbeat duo
Death in Vegas |  | england | electronica band
Bentley Rhythm Ace |  | birmingham | breakbeat duo
Lemon Jelly |  | london | electronica duo
Zero 7 |  | london | downtempo duo
Morcheeba |  | london | downtempo band
Thievery Corporation |  | usa | downtempo duo
Tricky |  | bristol | electronica
Smith & Mighty |  | bristol | electronica duo
Nightmares on Wax |  | leeds | downtempo | Warp
Mr. Scruff |  | manchester | electronica downtempo | Ninja Tune
Coldcut |  | london | electronica duo | Ninja Tune
Amon Tobin |  | brazil | electronica experimental | Ninja Tune
Cinematic Orchestra | The Cinematic Orchestra | london | jazz electronica band | Ninja Tune
Kiasmos |  | iceland | electronica duo | Ólafur Arnalds, Janus Rasmussen
Max Cooper |  | northern-ireland | electronica techno
Rival Consoles |  | london | electronica
Darkside |  |  | electronica band | Nicolas Jaar, Dave Harrington
Plaid |  | england | electronica idm duo | Warp
Luke Vibert |  | england | electronica acid
µ-Ziq | Mu-Ziq, Mike Paradinas | england | electronica idm | Planet Mu
Venetian Snares |  | canada | idm
Richard Devine |  | usa | electronica idm
Bibio |  | england | electronica | Warp
Chris Clark |  | england | electronica techno | Warp
Lorenzo Senni |  | italy | electronica experimental | Warp
Holly Herndon |  | usa berlin | electronica experimental
Tim Hecker |  | canada | ambient experimental
William Basinski |  | usa | ambient experimental
Stars of the Lid |  | usa | ambient duo
Biosphere |  | norway | ambient
Wolfgang Voigt |  | cologne | ambient techno | Kompakt
Steve Reich |  | new-york | experimental
Terry Riley |  | usa | experimental
Suzanne Ciani |  | usa | synth electronica
Laurie Spiegel |  | usa | electronica
Delia Derbyshire |  | england | electronica
Wendy Carlos |  | usa | synth
Isao Tomita | Tomita | japan | synth | | Snowflakes Are Dancing
Harold Budd |  | usa | ambient
Hiroshi Yoshimura |  | japan | ambient
Midori Takada |  | japan | ambient
Susumu Yokota |  | japan | ambient house
Towa Tei |  | japan | house pop
Tycho |  | usa | electronica
Emancipator |  | usa | downtempo
ODESZA |  | seattle | electronica edm duo
Jon Hassell |  | usa | experimental ambient
Sleaford Mods |  | nottingham | band
LFO |  | leeds | electronica techno | Warp
Sweet Exorcist |  | sheffield | electronica techno duo | Warp
The Black Dog |  | sheffield | electronica techno
Richard H. Kirk |  | sheffield | electronica industrial | Cabaret Voltaire
Mouse on Mars |  | germany | electronica duo
Lali Puna |  | germany | electronica band
The Notwist |  | germany | band electronica
Pantha du Prince |  | germany | electronica techno
Efdemin |  | berlin | techno
Christian Löffler |  | germany | electronica house
Max Richter |  | berlin | ambient experimental
Jóhann Jóhannsson |  | iceland | ambient experimental
Hildur Guðnadóttir | Hildur Gudnadottir | iceland | ambient experimental
Lee Gamble |  | england | electronica experimental
Mark Pritchard |  | england | electronica
Matmos |  | usa | electronica experimental duo
The Field |  | sweden | techno ambient | Kompakt
Gui Boratto |  | brazil | techno | Kompakt
Michael Mayer |  | cologne | techno house | Kompakt
Superpitcher |  | cologne | techno | Kompakt
John Tejada |  | los-angeles | techno
Justus Köhncke |  | cologne | house | Kompakt
Jürgen Paape |  | cologne | house | Kompakt
Paul Hartnoll |  | england | electronica | Orbital
Phil Hartnoll |  | england | electronica | Orbital
Karl Hyde |  | england | electronica | Underworld
Rick Smith |  | england | electronica | Underworld
Tom Rowlands |  | england | electronica | The Chemical Brothers
Ed Simons |  | england | electronica | The Chemical Brothers
Guy-Manuel de Homem-Christo |  | paris | house electronica | Daft Punk
Gaspard Augé |  | paris | electro | Justice
Xavier de Rosnay |  | paris | electro | Justice
Sébastien Tellier |  | paris | pop electronica
M83 |  | france | electronica band
Chromeo |  | montreal | funk electro duo
Jamiroquai |  | london | funk band
Booka Shade |  | germany | house electronica duo | Get Physical
M.A.N.D.Y. |  | germany | house duo | Get Physical
Digitalism |  | hamburg | electro duo
Brodinski |  | france | techno
Kiddy Smile |  | paris | house
Polo & Pan |  | paris | electronica duo
L'Impératrice |  | paris | disco pop band
Parcels |  | australia berlin | pop disco band
Bob Moses |  | canada | electronica duo
Big Wild |  | usa | electronica
Jai Wolf |  | usa | electronica
Cashmere Cat |  | norway | electronica
Hudson Mohawke |  | glasgow | electronica bass | Warp
Rustie |  | glasgow | electronica bass | Warp
Lunice |  | montreal | trap
TNGHT |  |  | trap duo | Hudson Mohawke, Lunice
Baauer |  | usa | trap
Flosstradamus |  | chicago | trap
Mura Masa |  | england | electronica pop
Sigala |  | england | house pop
Jax Jones |  | london | house pop
Riton |  | england | house
MNEK |  | london | pop house
Romy |  | london | pop house | The xx
Oliver Sim |  | london | pop | The xx
`,
);
