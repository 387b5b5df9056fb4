import { sceneTable } from './scene-entity';

// More acts: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const moreActsKnowledge = sceneTable(
  'artist',
  `
Marcus Worgull |  | germany | house
Henrik Schwarz |  | berlin | house
Trikk |  | portugal | house
Roman Poncet |  |  | techno
Konstantin Sibold |  | germany | house
Kasper Bjørke | Kasper Bjorke | denmark | house
Adriano Trolio |  | hamburg |  | Diynamic
H.O.S.H. |  | hamburg | house | Diynamic
David August |  | germany | electronica house
Sascha Braemer |  | berlin | house
Karotte |  | germany | house tech
Steve Bug |  | germany | house tech | Poker Flat
Anja Schneider |  | berlin | house tech | Mobilee
Oliver Schories |  | germany | house
Nicone |  | germany | house
Andhim |  | germany | house duo
Kerstin Eden |  |  | house
Lawrence | Peter Kersten | hamburg | house | Dial Records
Carsten Jost |  | hamburg | house | Dial Records
Isolée |  | germany | house minimal
Matthias Tanzmann |  | leipzig | house tech | Moon Harbour
Moon Harbour | Moon Harbour Recordings | leipzig | house tech | Matthias Tanzmann
Daniel Stefanik |  | leipzig | techno house
Marek Hemmann |  | germany | house
Robag Wruhme |  | germany | house minimal
Zenker Brothers |  | munich | techno brothers | Ilian Tape
DJ Hell | Helmut Geier | munich | electro techno | International DeeJay Gigolo Records
International DeeJay Gigolo Records | Gigolo Records | munich | electro techno | DJ Hell
Mathias Kaden |  | germany | house
Tama Sumo |  | berlin | house | Panorama Bar
Prosumer |  | berlin | house | Panorama Bar
Nd_Baumecker |  | berlin | house | Panorama Bar
Cormac |  | berlin | house
Margaret Dygas |  | berlin | house minimal
Binh |  | berlin | house minimal
Sonja Moonear |  | switzerland | house minimal
Dana Ruh |  | berlin | house minimal
Dimitri Hegemann |  | berlin |  | Tresor
Young Marco |  | amsterdam | house disco
Interstellar Funk |  | amsterdam | electro house
Sansibar |  | finland | electro
Orpheu The Wizard |  | netherlands | house
Elena Colombi |  | london | techno
Jane Fitz |  | london | house techno
Beatrice Dillon |  | london | electronica experimental
Errorsmith |  | berlin | electronica techno
Loraine James |  | london | electronica idm
Tirzah |  | london | pop electronica
Mica Levi |  | london | experimental
Anz |  | manchester | house breakbeat
DJ Python |  | new-york | house electronica
DJ Heartstring |  | berlin | trance house duo
Partiboi69 |  | australia | electro house
DJ Gigola |  | berlin | techno
Verraco |  | colombia | experimental club
Jasss |  | spain | techno experimental
Paquita Gordon |  | italy | house techno
Francesco Del Garda |  | italy | house disco
Joe T Vannelli |  | italy | house
Claudio Coccoluto |  | italy | house
Gigi D'Agostino |  | italy | edm |  | L'Amour Toujours
Mauro Picotto |  | italy | trance techno
Gabry Ponte |  | italy | edm | Eiffel 65
Eiffel 65 |  | italy | edm pop trio |  | Blue (Da Ba Dee)
Alex Neri |  | italy | house
Planet Funk |  | italy | house band
Stefano Noferini |  | italy | house tech
Nicola Cruz |  |  | electronica
Kiko Navarro |  | spain | house
DJ Nano |  | madrid | house
Cora Novoa |  | spain | techno
Victor Ruiz |  | brazil | techno
Illusionize |  | brazil | house tech
Cat Dealers |  | brazil | house duo
Dubdogz |  | brazil | house duo
KVSH |  | brazil | house
Chemical Surf |  | brazil | house duo
Eli Iwasa |  | brazil | house techno
Guti |  | argentina | house tech
Franco Cinelli |  | argentina | house minimal
Deep Mariano |  | argentina | house
Matias Aguayo |  | chile | house electronica
Eduardo Castillo |  | mexico | house | Diynamic
Bedouin |  | usa | house melodic duo | Crosstown Rebels
Be Svendsen |  | denmark | house melodic
Acid Pauli |  | germany | house
Sainte Vie |  |  | house afro
Jan Blomqvist |  | berlin | electronica house
Sultan + Shepard |  | canada | house duo
Cubicolor |  | denmark | house melodic trio
Fatima Hajji |  | madrid | techno
Marika Rossa |  | ukraine | techno
Miss Monique |  | ukraine | house progressive
Giorgia Angiuli |  | italy | electronica techno
Rebūke |  | ireland | techno
Space 92 |  | france | techno
Spartaque |  | ukraine | techno
Joyhauser |  | belgium | techno duo
Luca Agnelli |  | italy | techno
Pig&Dan |  | spain | techno duo
Christian Smith |  | sweden | techno | Tronic
Ramiro Lopez |  | spain | techno
Coyu |  | barcelona | techno | Suara
Markus Suckut |  | germany | techno
Patrik Berg |  | sweden | techno
Alex Stein |  | germany | techno
Mark Reeve |  | germany | techno
Anna Reusch |  | germany | techno
Raxon |  | egypt | techno
Dino Lenny |  | italy | house
Gabriel Ananda |  | germany | techno
Jeremy Underground |  | paris | house
DJ Deep |  | paris | house deep
François X |  | paris | techno
Charlotte Bendiks |  | norway | house techno
Skatebård |  | norway | electro house
Mr. Raoul K |  |  | house afro
Trus'me |  | manchester | house
Ectomorph |  | detroit | electro
Dopplereffekt |  | germany | electro | Gerald Donald
Gerald Donald |  | detroit | electro | Drexciya, Dopplereffekt
Cybotron |  | detroit | electro techno duo | Juan Atkins, Rick Davis
Galaxy 2 Galaxy |  | detroit | techno | Underground Resistance
Los Hermanos |  | detroit | techno | Underground Resistance
Suburban Knight |  | detroit | techno
Alan Oldham |  | detroit | techno
Keith Worthy |  | detroit | house
Norm Talley |  | detroit | house
Rick Wilhite |  | detroit | house
Marcellus Pittman |  | detroit | house
Three Chairs |  | detroit | house trio
Amp Fiddler |  | detroit | funk soul
K-Hand |  | detroit | house techno
DJ Minx |  | detroit | house
Ryan Crosson |  | detroit | techno minimal | Visionquest
Shaun Reeves |  | detroit | techno minimal | Visionquest
Lee Curtiss |  | detroit | techno | Visionquest
Visionquest |  | detroit | house collective
Jay Daniel |  | detroit | house
Kai Alcé |  | usa | house
DJ Harvey |  | los-angeles | house disco
Doc Martin |  | san-francisco | house
Mark Farina |  | chicago | house
Justin Martin |  | san-francisco | house tech | Dirtybird
Justin Jay |  | los-angeles | house
Walker & Royce |  | new-york | house tech duo
J.Phlip |  |  | house tech
Latmun |  | england | house tech
Bontan |  | ireland | house tech
Matroda |  | croatia | house bass
Biscits |  | england | house tech
Martin Ikin |  |  | house tech
Darius Syrossian |  | england | house tech
Odd Mob |  | australia | house tech
Disco Lines |  | usa | house
Nitti Gritti |  | usa | bass
Acraze |  | usa | house
James Hype |  | england | house
`,
);
