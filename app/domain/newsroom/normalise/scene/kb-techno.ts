import { sceneTable } from './scene-entity';

// Techno, minimal, electro, melodic and progressive acts: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const technoKnowledge = sceneTable(
  'artist',
  `
Fritz Kalkbrenner |  | berlin | techno house
Ancient Methods |  | berlin | techno industrial
Perc | Ali Wells | london | techno industrial | Perc Trax
SPFDJ |  | berlin | techno hard | Intrepid Skin
VTSS |  | poland | techno hard
Nico Moreno |  | france | techno hard
Funk Tribu |  | spain | techno hard
Dyen |  | france | techno hard
Kas:st |  | france | techno melodic duo
Shlømo | Shlomo | france | techno
Dr. Rubinstein |  | berlin | techno acid
DJ Stingray | DJ Stingray 313 | detroit | electro techno | Drexciya
Carl Craig |  | detroit | techno house | Planet E
Omar S |  | detroit | techno house | FXHE
Kenny Larkin |  | detroit | techno
Stacey Pullen |  | detroit | techno
Eddie Fowlkes |  | detroit | techno
Claude Young |  | detroit | techno
DJ Bone |  | detroit | techno
Aux 88 |  | detroit | electro duo
Anthony Shakir |  | detroit | techno
Terrence Parker |  | detroit | house
Mike Huckaby |  | detroit | house techno
Delano Smith |  | detroit | house techno
Kyle Hall |  | detroit | house techno
Jeff Rushin |  | detroit | techno
Adam X |  | new-york | techno industrial
Silent Servant |  | los-angeles | techno industrial
Joey Beltram |  | new-york | techno
Lenny Dee |  | new-york | hardcore gabber
Frankie Bones |  | new-york | techno
Function | Dave Sumner | new-york | techno | Sandwell District
Jonas Kopp |  | argentina | techno
Reeko |  | spain | techno
Exium |  | spain | techno duo
Christian Wünsch |  | spain | techno
Psyk |  | madrid | techno
Luigi Madonna |  | naples | techno
Gaetano Parisio |  | naples | techno
Kevin de Vries |  | germany | techno melodic
Massano |  | england | techno melodic
Agents Of Time |  | italy | techno melodic trio
Colyn |  | netherlands | techno melodic
Recondite |  | germany | techno melodic
Argy |  | greece | techno melodic
Bart Skils |  | netherlands | techno | Drumcode
Alan Fitzpatrick |  | england | techno | We Are The Brave
Ida Engberg |  | sweden | techno
Layton Giordani |  | new-york | techno | Drumcode
Joel Mull |  | stockholm | techno
Cristian Varela |  | madrid | techno
Dense & Pika |  | london | techno duo
Sam Paganini |  | italy | techno
Anna Tur |  | ibiza | techno
Hannah Wants |  | england | house tech
Deborah De Luca |  | naples | techno
Nastia |  | ukraine | techno house
The Hacker |  | france | electro techno
Jennifer Cardini |  | france | techno | Correspondant
Etienne de Crécy |  | france | house electro
Ann Clue |  | germany | techno melodic
Sven Wittekind |  | germany | techno
Marusha |  | berlin | techno
Moritz von Oswald |  | berlin | techno | Basic Channel
Basic Channel |  | berlin | techno duo | Moritz von Oswald, Mark Ernestus
Mark Ernestus |  | berlin | techno | Hard Wax
Thomas Fehlmann |  | berlin | techno ambient
Monika Kruse |  | berlin | techno | Terminal M
Dominik Eulberg |  | germany | techno minimal
Troy Pierce |  | berlin | minimal techno
Matthew Dear | Audion | detroit | techno minimal electronica
Ryan Elliott |  | berlin | techno
Answer Code Request |  | berlin | techno
Etapp Kyle |  | ukraine berlin | techno
Steffi |  | berlin | techno house electro
Norman Nodge |  | berlin | techno
Fiedel |  | berlin | techno
Tommy Four Seven |  | berlin | techno industrial
Phase Fatale |  | berlin | techno industrial
Randomer |  | london | techno
Ansome |  | england | techno
Tommy Holohan |  | ireland | techno
Lewis Fautzi |  | portugal | techno
Vladimir Dubyshkin |  | russia | techno house
Dasha Rush |  | berlin | techno ambient
Stanislav Tolkachev |  | ukraine | techno
Cari Lekebusch |  | stockholm | techno
Alexander Kowalski |  | berlin | techno
Orlando Voorn |  | netherlands | techno
Legowelt | Danny Wolfers | netherlands | electro house techno
Delta Funktionen |  | netherlands | techno electro
Marcel Fengler |  | berlin | techno
Terence Fixmer |  | france | techno industrial
Umek |  | slovenia | techno
Valentino Kanzyani |  | slovenia | techno
Gayle San |  | singapore berlin | techno
Takaaki Itoh |  | japan | techno
Fumiya Tanaka |  | japan | techno minimal
Wata Igarashi |  | japan | techno
Jeff Derringer |  | chicago | techno
Paul Johnson |  | chicago | house
Hieroglyphic Being |  | chicago | house techno
Mr. G | Colin McBean | london | house techno
Radio Slave | Matt Edwards | london | house techno | Rekids
Rebekah |  | england | techno
Clara Cuvé |  | germany | techno
Lilly Palmer |  | zurich | techno
Kettama |  | ireland | house
Ben Sims |  | london | techno
Patrice Bäumel |  | amsterdam | techno melodic
Kerala Dust |  | london | electronica
Trentemøller | Trentemoller, Anders Trentemøller | denmark | electronica techno
Yousuke Yukimatsu |  | japan | house
Mathew Jonson |  | canada | techno minimal
Ricardo Tobar |  | chile | techno
Paula Tape |  | argentina | techno
Guy J |  | israel | progressive
Guy Mantzur |  | israel | progressive
Khen |  | israel | progressive
Nick Warren |  | bristol | progressive | Way Out West, The Soundgarden
Danny Howells |  | england | progressive house
James Zabiela |  | england | progressive house
Dave Seaman |  | england | progressive house
Lee Burridge |  | england | house deep | All Day I Dream
Sébastien Léger |  | france | house progressive
Eelke Kleijn |  | netherlands | house progressive techno
Yotto |  | finland | house progressive
Tinlicker |  | netherlands | house progressive duo
Jerro |  | netherlands | house
Marc Houle |  | canada | techno minimal
Gaiser |  | canada | techno minimal
Heiko Laux |  | germany | techno
Johannes Heil |  | germany | techno
Cosmin TRG |  | romania | techno
Xhin |  | singapore | techno
Dadub |  | italy | techno
Donato Dozzy |  | italy | techno ambient
Neel |  | italy | techno ambient
Voices From The Lake |  | italy | techno ambient duo | Donato Dozzy, Neel
Giorgio Gigli |  | italy | techno
Claudio PRC |  | italy | techno
Gary Beck |  | scotland | techno
Jerome Hill |  | london | house techno
Steve Bicknell |  | london | techno
Mark Broom |  | london | techno
Spencer Parker |  | london | house techno
Scuba | Paul Rose | london berlin | techno bass | Hotflush
Karenn |  | england | techno duo | Blawan, Pariah
Lakker |  | ireland | techno
Eomac |  | ireland | techno
Sunil Sharpe |  | ireland | techno
Kessell |  | wales | techno
Forest Drive West |  | london | techno drum
Manni Dee |  | london | techno
Nene H |  | berlin | techno
Kilbourne |  | new-york | techno hardcore
Schacke |  | denmark | techno hard
Kasper Marott |  | denmark | techno hard
Trym |  | france | techno hard
Basswell |  | berlin | techno hard
Holly Lester |  | england | techno hard
DJ Rush |  | chicago | techno hard
Bas Mooy |  | netherlands | techno
Shinedoe |  | netherlands | techno house
Steve Rachmad | Sterac | amsterdam | techno
Toman |  | netherlands | techno
Weval |  | amsterdam | electronica duo
Sigha |  | england | techno
Sevdaliza |  | netherlands | electronica pop
Juliet Fox |  | australia | techno
Cassy |  | london | house techno
Monoloc |  | germany | techno
Dustin Zahn |  | usa | techno
Rodriguez Jr. |  | france | house melodic
Worakls |  | france | electronica melodic
N'to |  | france | techno melodic
Joachim Pastor |  | france | techno melodic
Stephan Jolk |  | germany | house melodic
Township Rebellion |  | germany | house melodic duo
Oliver Koletzki |  | berlin | house melodic | Stil vor Talent
Niko Schwind |  | germany | house melodic
Super Flu |  | germany | house melodic duo
Solee |  | germany | house melodic
Britta Arnold |  | berlin | house minimal
Sascha Funke |  | berlin | techno minimal
Paul Ritch |  | france | techno minimal
Gregor Tresher |  | frankfurt | techno
Marc Romboy |  | germany | techno house
Hardfloor |  | germany | acid techno duo
Roman Flügel |  | frankfurt | house techno
Extrawelt |  | hamburg | techno duo
Oliver Huntemann |  | hamburg | techno
Kollektiv Turmstrasse |  | hamburg | house melodic duo
Dapayk |  | germany | techno minimal
Alex Bau |  | germany | techno
Felix Kröcher |  | germany | techno
Ostblockschlampen |  | germany | electro duo
Moguai |  | germany | house edm
`,
);
