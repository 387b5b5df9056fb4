import { sceneTable } from './scene-entity';

// Dubstep, drum and bass, garage, EDM and trance: `name | aliases | places | tags | links` (see scene-entity.ts).
export const bassAndEdmArtists = sceneTable(
  'artist',
  `
Skrillex | Sonny Moore | los-angeles | dubstep edm bass | OWSLA | Scary Monsters and Nice Sprites, Bangarang
Diplo | Thomas Wesley Pentz, Thomas Wesley | los-angeles | edm trap | Mad Decent, Major Lazer
Major Lazer | | usa | edm trap collective | Diplo, Mad Decent
Jack Ü | Jack U | usa | edm duo | Skrillex, Diplo
Excision | Jeff Abel | vancouver | dubstep bass | Lost Lands
Zeds Dead | | toronto | dubstep bass duo | Deadbeats
Rusko | | leeds | dubstep |
Benga | | london | dubstep |
Caspa | | london | dubstep |
Burial | William Bevan | london | dubstep garage electronica | Hyperdub
Kode9 | Steve Goodman | london | dubstep bass | Hyperdub
Mala | | london | dubstep | Digital Mystikz, DMZ
Digital Mystikz | | london | dubstep duo | Mala, Coki, DMZ
Flowdan | | london | grime |
Virtual Riot | | germany | dubstep bass |
Subtronics | Jesse Kardon | usa | dubstep bass |
Svdden Death | | los-angeles | dubstep bass |
RL Grime | Henry Steinway | los-angeles | trap edm | Sable Valley
Flux Pavilion | | england | dubstep |
Chase & Status | Chase and Status | london | drum bass duo |
Sub Focus | Nick Douwma | london | drum bass |
Pendulum | Rob Swire | australia london | drum bass band |
Goldie | Clifford Price | england | drum bass jungle | Metalheadz
Andy C | | london | drum bass | RAM Records
Noisia | | netherlands | drum bass trio |
Calibre | Dominick Martin | belfast | drum bass |
Dimension | Robert Etheridge | london | drum bass |
Netsky | Boris Daenen | belgium | drum bass |
Wilkinson | Mark Wilkinson | london | drum bass |
Sammy Virji | | england | garage house |
Conducta | | bristol | garage | Kiwi Rekords
Interplanetary Criminal | | manchester | garage |
Nia Archives | | leeds london | jungle drum bass |
Overmono | Tom Russell, Ed Russell | wales london | electronica breaks duo brothers | XL Recordings
Bonobo | Simon Green | brighton los-angeles | electronica downtempo | Ninja Tune, Outlier
Jon Hopkins | | london | electronica ambient | Domino
Aphex Twin | Richard D. James, Richard D James, AFX | england | electronica idm | Warp | Selected Ambient Works 85-92, Windowlicker, Come to Daddy
Autechre | | manchester | electronica idm duo | Warp
Boards of Canada |  | scotland | electronica ambient duo brothers | Warp | Music Has the Right to Children
Squarepusher | Tom Jenkinson | england | electronica idm | Warp
Flying Lotus | Steven Ellison, FlyLo | los-angeles | electronica | Brainfeeder
Caribou | Dan Snaith, Daphni | canada london | electronica house |
Jamie Lidell | | england | electronica |
Moby | | new-york | electronica |
The Chemical Brothers | Chemical Brothers | manchester | electronica breaks duo | Tom Rowlands, Ed Simons | Block Rockin' Beats, Exit Planet Dust
The Prodigy | Prodigy | england | electronica breaks band | Liam Howlett | Firestarter, The Fat of the Land
Underworld |  | england | electronica techno duo |  | Born Slippy
Orbital | | england | electronica techno duo brothers |
Leftfield | | london | electronica |
Fatboy Slim | Norman Cook | brighton | breaks house | Skint | Praise You, The Rockafeller Skank
Basement Jaxx | | london | house duo |
Groove Armada | | london | house duo |
Massive Attack | | bristol | electronica band |
Portishead | | bristol | electronica band |
Kruder & Dorfmeister | Kruder and Dorfmeister | austria | downtempo duo |
Röyksopp | Royksopp | norway | electronica duo |
Justice |  | paris | electro duo | Ed Banger | Hyperdrama
Kavinsky | | paris | electro |
Caterina Barbieri | | italy | experimental ambient |
Actress | Darren Cunningham | england | electronica experimental | Werkdiscs
Rrose | | usa | techno experimental |
Kali Malone | | sweden | experimental ambient |
Laraaji | | new-york | ambient |
KMRU | | kenya | ambient experimental |
Arca | | berlin | experimental |
Oneohtrix Point Never | OPN, Daniel Lopatin | new-york | experimental electronica |
Tiësto | Tiesto, Tijs Verwest | netherlands | edm trance house | Musical Freedom
Armin van Buuren | Armin | netherlands | trance | Armada Music, A State of Trance
Martin Garrix | Garrix | amsterdam | edm house | STMPD RCRDS
Hardwell | Robbert van de Corput | netherlands | edm | Revealed Recordings
Afrojack | Nick van de Wall | netherlands | edm house | Wall Recordings
Don Diablo | | netherlands | edm house |
Oliver Heldens | | netherlands | house | Heldeep
Nicky Romero | | netherlands | edm house | Protocol Recordings
Ferry Corsten | | netherlands | trance |
Paul van Dyk | | berlin | trance | Vandit
Paul Oakenfold | Oakenfold | england | trance | Perfecto
Above & Beyond | Above and Beyond | london | trance progressive trio | Anjunabeats, Anjunadeep
Gareth Emery | | england | trance |
Cosmic Gate | | germany | trance duo |
Aly & Fila | Aly and Fila | africa | trance duo |
Eric Prydz | Prydz, Pryda, Cirez D | sweden | progressive house techno | Pryda Recordings, HOLO | Call On Me, Pjanoo
Swedish House Mafia | SHM | sweden | edm house trio | Axwell, Steve Angello, Sebastian Ingrosso | Don't You Worry Child, Paradise Again, Save the World
Avicii | Tim Bergling | sweden | edm house |
Alesso | | sweden | edm house |
Deadmau5 | deadmau5, Joel Zimmerman | toronto | progressive house electro | mau5trap | Ghosts 'n' Stuff
Kaskade | Ryan Raddon | los-angeles | house edm |
Calvin Harris | Adam Wiles | scotland | edm house pop |  | Feel So Close
Zedd | Anton Zaslavski | los-angeles russia | edm pop |
Marshmello | | los-angeles | edm pop |
The Chainsmokers | Chainsmokers | new-york | edm pop duo |
Porter Robinson | | usa | electronica edm |
Madeon | | france | electronica edm |
Illenium | Nick Miller | denver | edm bass |
Steve Aoki | | los-angeles | edm | Dim Mak
Dillon Francis | | los-angeles | edm trap |
Alison Wonderland | | sydney | edm trap |
Flume | Harley Streten | sydney | electronica bass | Future Classic
Rüfüs Du Sol | Rufus Du Sol, RÜFÜS DU SOL | sydney los-angeles | electronica house trio |
Peking Duk | | australia | edm duo |
Timmy Trumpet | | australia | edm hardstyle |
Headhunterz | | netherlands | hardstyle |
Brennan Heart | | netherlands | hardstyle |
Angerfist | | netherlands | hardcore gabber |
Ben Nicky | | london | trance hard |
Alan Walker | | norway | edm pop |
Kygo | Kyrre Gørvell-Dahll | norway | edm pop |
Galantis | | sweden | edm pop duo |
Sofi Tukker | | new-york | house pop duo |
`,
);
