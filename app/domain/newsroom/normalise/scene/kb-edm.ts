import { sceneTable } from './scene-entity';

// EDM, trance, psytrance, hardstyle and hardcore acts: `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const edmKnowledge = sceneTable(
  'artist',
  `
Dimitri Vegas & Like Mike | Dimitri Vegas, Like Mike | belgium | edm brothers | Tomorrowland
Lost Frequencies | Felix De Laet | belgium | house edm |  | Are You With Me
W&W |  | netherlands | edm trance duo
Blasterjaxx |  | netherlands | edm duo
Sander van Doorn |  | netherlands | edm house
Showtek |  | netherlands | edm hardstyle brothers
Laidback Luke |  | netherlands | edm house
Chuckie |  | netherlands | edm house
R3hab |  | netherlands | edm house
Quintino |  | netherlands | edm
Sam Feldt |  | netherlands | house edm
Mike Williams |  | netherlands | edm house
Julian Jordan |  | netherlands | edm
Firebeatz |  | netherlands | edm duo
Bassjackers |  | netherlands | edm duo
Dannic |  | netherlands | edm
Fedde Le Grand |  | netherlands | house edm
Richard Durand |  | netherlands | trance
Dash Berlin |  | netherlands | trance
Sunnery James & Ryan Marciano |  | netherlands | house duo
Axwell | Axel Hedfors | sweden | edm house | Swedish House Mafia, Axtone
Steve Angello |  | sweden | edm house | Swedish House Mafia, Size Records
Sebastian Ingrosso |  | sweden | edm house | Swedish House Mafia, Refune Records
Axwell Λ Ingrosso | Axwell & Ingrosso | sweden | edm house duo
John Dahlbäck |  | sweden | house
Otto Knows |  | sweden | edm house
Dada Life |  | sweden | edm duo
Salvatore Ganacci |  | sweden | edm
Tove Lo |  | sweden | pop
Matoma |  | norway | house edm
Cascada |  | germany | edm pop
Scooter | H.P. Baxxter | germany | edm hardstyle band
Alle Farben |  | germany | house edm
Lucas & Steve |  | netherlands | house edm duo
Ummet Ozcan |  | netherlands | edm
Dyro |  | netherlands | edm
KSHMR | Niles Hollowell-Dhar | los-angeles | edm | Dharma Worldwide
Adventure Club |  | canada | dubstep edm duo
Loud Luxury |  | canada | house edm duo
Rezz |  | canada | bass techno
Grimes |  | canada | electronica pop
A-Trak |  | canada | edm | Fool's Gold
Tiga |  | montreal | electro techno | Turbo Recordings
Jauz |  | los-angeles | bass house edm
Tchami |  | france | house bass
Malaa |  | france | house bass
Yellow Claw |  | amsterdam | edm trap duo
Ookay |  |  | edm
Borgore |  | israel | dubstep edm
Audien |  | usa | edm
3LAU |  | usa | edm
Gryffin |  | usa | edm
Louis The Child |  | chicago | edm duo
Whethan |  | chicago | edm
San Holo |  | netherlands | edm bass
Said The Sky |  | usa | edm
Slander |  | los-angeles | edm bass duo
NGHTMRE |  | usa | bass edm
Kayzo |  | usa | bass hardstyle
Dabin |  | canada | edm
Crankdat |  | usa | bass edm
Two Friends |  | los-angeles | edm duo
Cheat Codes |  | los-angeles | edm pop trio
Krewella |  | chicago | edm duo
Zomboy |  | england | dubstep edm
Knife Party |  | australia | edm electro duo | Pendulum
What So Not |  | australia | edm bass
Cut Copy |  | melbourne | electronica band
The Presets |  | sydney | electronica duo
Empire of the Sun |  | australia | pop electronica duo
Tame Impala |  | australia | pop band
Keys N Krates |  | toronto | trap edm trio
Bingo Players |  | netherlands | house edm
Giuseppe Ottaviani |  | italy | trance
ATB | André Tanneberger | germany | trance
Kyau & Albert |  | germany | trance duo
Andrew Rayel |  |  | trance
Ilan Bluestone |  | england | trance progressive | Anjunabeats
Jason Ross |  |  | trance
Gabriel & Dresden |  | usa | trance progressive duo
Judge Jules |  | england | trance house
Tall Paul |  | england | trance
John 00 Fleming |  | england | trance psytrance
Sean Tyas |  |  | trance
Bryan Kearney |  | ireland | trance
Simon Patterson |  | northern-ireland | trance
Solarstone |  | england | trance
Ben Gold |  |  | trance
Orjan Nilsen |  | norway | trance
Rank 1 |  | netherlands | trance duo
Chicane |  | england | trance
Robert Miles |  | italy | trance
Faithless |  | england | trance house band | Maxi Jazz, Sister Bliss, Rollo
Sister Bliss |  | london | trance house | Faithless
Darude |  | finland | trance
Binary Finary |  |  | trance
Energy 52 |  | germany | trance
Three Drives |  | netherlands | trance
Rui da Silva |  | portugal | house
Sonique |  | england | house trance
Fatum |  |  | trance
Maor Levi |  | israel | trance
Sunny Lax |  |  | trance
Jody Wisternoff |  | bristol | house progressive | Way Out West, Anjunadeep
Way Out West |  | bristol | house progressive duo | Jody Wisternoff, Nick Warren
Spencer Brown |  | usa | house progressive
Le Youth |  |  | house
Cristoph |  | england | house melodic techno
Ace Ventura |  | israel | psytrance
Captain Hook |  | israel | psytrance
Liquid Soul |  | switzerland | psytrance
Neelix |  | germany | psytrance
Skazi |  | israel | psytrance
Talamasca |  | france | psytrance
Shpongle |  | england | psytrance ambient duo | Simon Posford, Raja Ram
Raja Ram |  |  | psytrance
Hallucinogen | Simon Posford | england | psytrance
GMS | Growling Mad Scientists |  | psytrance duo
Son Kite |  | sweden | psytrance progressive duo
Ajja |  |  | psytrance
Wildstylez |  | netherlands | hardstyle
Noisecontrollers |  | netherlands | hardstyle
Coone |  | belgium | hardstyle
Da Tweekaz |  | norway | hardstyle duo
D-Block & S-te-Fan |  | netherlands | hardstyle duo
Sub Zero Project |  | netherlands | hardstyle duo
Phuture Noize |  | netherlands | hardstyle
Sound Rush |  | netherlands | hardstyle duo
Frontliner |  | netherlands | hardstyle
Ran-D |  | netherlands | hardstyle
Zatox |  | italy | hardstyle
Warface |  | netherlands | hardstyle
D-Sturb |  | netherlands | hardstyle
Radical Redemption |  |  | hardstyle
Devin Wild |  | netherlands | hardstyle
Atmozfears |  | netherlands | hardstyle
Psyko Punkz |  | netherlands | hardstyle duo
The Prophet |  | netherlands | hardstyle hardcore
Technoboy |  | italy | hardstyle
Tatanka |  | italy | hardstyle
Max Enforcer |  | netherlands | hardstyle
Bass Modulators |  | netherlands | hardstyle duo
Miss K8 |  | ukraine | hardcore
Dr. Peacock |  | france | hardcore
Sefa |  | netherlands | hardcore
Partyraiser |  | netherlands | hardcore
Paul Elstak |  | netherlands | hardcore gabber
Neophyte |  | netherlands | hardcore gabber
Korsakoff |  | netherlands | hardcore
Mad Dog |  | italy | hardcore
Tha Playah |  | netherlands | hardcore
Endymion |  | netherlands | hardcore
Deadly Guns |  | netherlands | hardcore
Dimitri K |  |  | hardcore
Darren Styles |  | england | hardcore
Gammer |  | england | hardcore
Hixxy |  | england | hardcore
Scott Brown |  | scotland | hardcore
DJ Isaac |  | netherlands | hardstyle
Lady Faith |  | usa | hardstyle
Kutski |  | england | hardstyle hardcore
`,
);
