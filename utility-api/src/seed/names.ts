/** Cypriot and Greek names and places for generated customers (Latin script, as on bills). */
export const MALE_FIRST_NAMES = [
  'Andreas', 'Georgios', 'Christos', 'Nikos', 'Panayiotis', 'Michalis', 'Kyriakos', 'Savvas', 'Costas',
  'Marios', 'Stelios', 'Demetris', 'Charalambos', 'Antonis', 'Loizos', 'Sotiris', 'Yiannis', 'Petros',
  'Pavlos', 'Theodoros', 'Evagoras', 'Neophytos', 'Kleanthis', 'Philippos',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Maria', 'Eleni', 'Andri', 'Christina', 'Georgia', 'Katerina', 'Panayiota', 'Despo', 'Stella', 'Anna',
  'Sofia', 'Irene', 'Marina', 'Androulla', 'Kyriaki', 'Chrystalla', 'Myria', 'Evi', 'Niki', 'Froso',
  'Antigoni', 'Elena', 'Natasa', 'Loukia',
] as const;

/** Surnames as [male form, female form]. */
export const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Georgiou', 'Georgiou'], ['Christodoulou', 'Christodoulou'], ['Ioannou', 'Ioannou'],
  ['Constantinou', 'Constantinou'], ['Charalambous', 'Charalambous'], ['Demetriou', 'Demetriou'],
  ['Nicolaou', 'Nicolaou'], ['Antoniou', 'Antoniou'], ['Savva', 'Savva'], ['Kyriacou', 'Kyriacou'],
  ['Michael', 'Michael'], ['Panayiotou', 'Panayiotou'], ['Papadopoulos', 'Papadopoulou'],
  ['Hadjigeorgiou', 'Hadjigeorgiou'], ['Stylianou', 'Stylianou'], ['Theodorou', 'Theodorou'],
  ['Pavlides', 'Pavlidou'], ['Economides', 'Economidou'], ['Kallis', 'Kalli'], ['Loizou', 'Loizou'],
  ['Petrides', 'Petridou'], ['Sofocleous', 'Sofocleous'], ['Vasiliou', 'Vasiliou'], ['Zenonos', 'Zenonos'],
];

export interface Town {
  name: string;
  postcodes: readonly [number, number];
  streets: readonly string[];
}

export const TOWNS: readonly Town[] = [
  { name: 'Nicosia', postcodes: [1010, 2370], streets: ['Makariou III Avenue', 'Ledras Street', 'Stasinou Avenue', 'Evagorou Avenue', 'Digeni Akrita Avenue', 'Kennedy Avenue', 'Athalassas Avenue'] },
  { name: 'Limassol', postcodes: [3010, 4560], streets: ['Griva Digeni Avenue', 'Anexartisias Street', 'Gladstonos Street', 'Agias Fylaxeos Street', 'Spyrou Kyprianou Avenue', 'Makariou III Avenue'] },
  { name: 'Larnaca', postcodes: [6010, 7100], streets: ['Artemidos Avenue', 'Ermou Street', 'Grigori Afxentiou Avenue', 'Athinon Avenue', 'Zinonos Kitieos Street'] },
  { name: 'Paphos', postcodes: [8010, 8560], streets: ['Apostolou Pavlou Avenue', 'Elladas Avenue', 'Poseidonos Avenue', 'Nikolaou Nikolaidi Avenue'] },
  { name: 'Paralimni', postcodes: [5280, 5299], streets: ['Protara Avenue', 'Eleftherias Street', 'Agiou Georgiou Street'] },
];
