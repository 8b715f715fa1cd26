/**
 * Words that mean the same thing in Kiswahili and English, so a student finds a listing in the
 * language they did not search in: "simu" finds "Tecno phone", "mattress" finds "Godoro la futi
 * 6". Search treats every word of a group as the same word, both ways (decision 0002).
 *
 * Kept as a typed module, not a JSON file: each group can say why it holds what it holds, the
 * compiler checks its shape, and server and browser import it like any other rule of app/lib.
 *
 * A word is matched whole (as the database's 'simple' text search splits it), never as part of a
 * longer word, so "desk" here does not find "desktop". Kiswahili does not pluralise with an -s:
 * each plural is written out (kitanda/vitanda, godoro/magodoro), as are English plurals, because
 * the 'simple' search does no stemming. Rules for an entry (a test holds them): lower-case letters
 * a-z only, one word, in one group only.
 *
 * Left out on purpose, because in listings they often mean something else and a search for the
 * English word would fill up with them: saa (also "hour": "maji saa 24", "chaji inakaa saa 12"),
 * kioo (mirror, but also glass and a phone's screen), mto (pillow, but also river), shuka (a bed
 * sheet, but also the Maasai cloth), mpira (ball, rubber, hose), dawa (medicine, but also
 * insecticide: "dawa ya mbu"), cooker (a "rice cooker" is no jiko), store (also storage).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Electronics
  ["simu", "phone", "phones", "smartphone", "smartphones"],
  ["kompyuta", "computer", "computers", "laptop", "laptops"],
  ["runinga", "televisheni", "tv", "tvs", "television", "televisions"],
  ["friji", "jokofu", "fridge", "fridges", "refrigerator", "refrigerators"],
  ["pasi", "iron", "irons"],
  ["feni", "pangaboi", "fan", "fans"],
  ["redio", "radio", "radios"],
  ["spika", "speaker", "speakers"],
  ["chaja", "charger", "chargers"],
  ["betri", "battery", "batteries"],
  ["kamera", "camera", "cameras"],
  ["printa", "printer", "printers"],
  ["kikokotoo", "vikokotoo", "calculator", "calculators"],
  // Furniture and bedding
  ["kitanda", "vitanda", "bed", "beds"],
  ["godoro", "magodoro", "mattress", "mattresses"],
  ["meza", "dawati", "madawati", "table", "tables", "desk", "desks"],
  ["kiti", "viti", "chair", "chairs"],
  ["kochi", "makochi", "sofa", "sofas", "couch"],
  ["kabati", "makabati", "cupboard", "cupboards", "wardrobe", "wardrobes"],
  ["blanketi", "blanket", "blankets"],
  ["pazia", "mapazia", "curtain", "curtains"],
  // Kitchen
  ["jiko", "majiko", "stove", "stoves"],
  ["sufuria", "saucepan", "saucepans"],
  ["birika", "mabirika", "kettle", "kettles"],
  ["ndoo", "bucket", "buckets"],
  ["sahani", "plate", "plates"],
  ["kikombe", "vikombe", "cup", "cups"],
  // Study
  ["kitabu", "vitabu", "book", "books", "textbook", "textbooks"],
  ["daftari", "madaftari", "notebook", "notebooks"],
  ["kalamu", "pen", "pens"],
  // Clothes, shoes, bags
  ["nguo", "clothes", "clothing"],
  ["kiatu", "viatu", "shoe", "shoes"],
  ["shati", "mashati", "shirt", "shirts"],
  ["suruali", "trousers"],
  ["gauni", "magauni", "dress", "dresses"],
  ["sketi", "skirt", "skirts"],
  ["koti", "makoti", "coat", "coats", "jacket", "jackets"],
  ["kofia", "hat", "hats", "cap", "caps"],
  ["begi", "mabegi", "mkoba", "mikoba", "bag", "bags"],
  // Getting around
  ["baiskeli", "bicycle", "bicycles"],
  ["pikipiki", "motorcycle", "motorcycles", "motorbike", "motorbikes"],
  ["gari", "magari", "car", "cars"],
  // Rooms and houses
  ["chumba", "vyumba", "room", "rooms"],
  ["nyumba", "house", "houses"],
  ["hosteli", "bweni", "mabweni", "hostel", "hostels", "dormitory", "dormitories"],
  // In a room advert "kodi" is the rent ("kodi ya pango", "kodi miezi 6"), not a tax.
  ["kodi", "pango", "rent"],
  ["maji", "water"],
  ["umeme", "electricity"],
  ["choo", "vyoo", "toilet", "toilets"],
  ["bafu", "mabafu", "bathroom", "bathrooms"],
  // Food and services (shops)
  ["chakula", "vyakula", "food"],
  ["chai", "tea"],
  ["maziwa", "milk"],
  ["mkate", "mikate", "bread"],
  ["mchele", "rice"],
  ["duka", "maduka", "shop", "shops"],
  ["mgahawa", "migahawa", "restaurant", "restaurants"],
  ["famasia", "pharmacy", "pharmacies"],
  ["kinyozi", "vinyozi", "barber", "barbers", "barbershop"],
  ["saluni", "salon", "salons"],
  ["mwalimu", "walimu", "tutor", "tutors", "teacher", "teachers"],
];

const groupOf = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/** The group of words that mean the same as `word` (itself included), or nothing when it has none. */
export function synonymGroup(word: string): readonly string[] | undefined {
  return groupOf.get(word);
}
