/**
 * Scam warnings in messages (docs/product.md#reports-and-moderation): the phrasings that make the recipient of a message
 * see a warning above it. The message itself is never blocked or altered; a warning only says
 * what the message asks for and offers a Report link (app/components/moderation/scam-warning.tsx).
 *
 * The rules are data: a code, the phrasings that raise it, and for some a second thing the same
 * message must carry (a phone number for a deposit). The words are English and Kiswahili as
 * students write them (sms spellings included), and `scam-rules.test.ts` holds examples of both
 * ways for each language.
 *
 * How a phrasing is matched:
 * - the message is first brought to one shape (`normaliseForRules`): NFKC, lower case, accents and
 *   invisible characters gone, apostrophes dropped ("don't" is "dont"), every other mark a space,
 *   one space between words, and the end of a clause (. , ! ? ; :) a word of its own, ".", that no
 *   gap crosses;
 * - a pattern is a regular expression over that text, always from the start of a word to the end
 *   of one; `gap(n)` lets up to n words stand between two parts ("send ME THE money first");
 * - a phrase said in the negative does not count: "never share your PIN", "usimpe mtu namba ya
 *   siri", "hakuna haja ya kulipa kwanza" (`NEGATION`, up to four words before the phrase, or "si
 *   lazima" just after it).
 *
 * Every pattern is linear in the message's length: words are runs of one class of characters
 * separated by single spaces, so a gap can split the text only one way, and every repetition is
 * bounded. No pattern nests an unbounded repetition inside another; a test times a long
 * adversarial message against a short one.
 */

/** The things a warning can say, in the order warnings are shown. */
export const SCAM_SIGNALS = ["pin_or_code", "pay_first", "deposit_with_phone"] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];

export interface ScamRule {
  code: ScamSignal;
  /** Any of these, said and not denied, raises the signal... */
  patterns: readonly RegExp[];
  /** ...when the message also carries one of these, anywhere (none given: nothing more is needed). */
  alongWith?: readonly RegExp[];
}

// ---------------------------------------------------------------------------------------------
// Building blocks. A "word" is a run of letters or digits; "." marks the end of a clause.

/** Up to `n` words between two parts of a phrase, within one clause. */
const gap = (n: number) => `(?: [^ .]+){0,${n}}`;
/** One of several words or phrases. */
const any = (...choices: string[]) => `(?:${choices.join("|")})`;
/** A phrase, from the start of a word to the end of one. */
const phrase = (source: string) => new RegExp(`(?<![^ ])${source}(?![^ ])`, "gu");

/** Mobile money and cards, whose PIN nobody but its owner should know. */
const MONEY_SERVICE = any(
  "mobile money",
  "m pesa",
  "mpesa",
  "tigo pesa",
  "tigopesa",
  "mixx",
  "airtel money",
  "airtel",
  "halo pesa",
  "halopesa",
  "t pesa",
  "tpesa",
  "ezy pesa",
  "ezypesa",
  "momo",
  "bank",
  "benki",
  "atm",
  "card",
  "kadi",
  "sim banking",
  "simu",
  "pesa",
);

/**
 * A PIN, a one-time code or a password. Not a course code, a promo code, a door or padlock code,
 * a map's pin or a wifi password: the word before ("course code") or after ("code ya kozi", "pin
 * of the location") says so.
 */
const SECRET = [
  "(?<!(?:course|unit|promo|discount|coupon|voucher|referral|invite|post|postal|zip|qr|bar|source|area|country|product|item|model|serial|dress|colour|color|exam|class|room|door|gate|lock|padlock|wifi|wi fi|location|map|google|drop a|tracking) )",
  any(
    "pin number",
    "pin code",
    "pin",
    "pins",
    "pincode",
    "otp",
    "verification code",
    "confirmation code",
    "secret code",
    "secret number",
    "code",
    "codes",
    "password",
    "passcode",
    "namba ya siri",
    "namba yako ya siri",
    "neno la siri",
    "neno lako la siri",
    "nenosiri",
    "nywila",
    "msimbo",
    "msimbo wa siri",
  ),
  "(?! (?:location|eneo|address|anwani|ramani)(?![^ ]))",
  "(?! (?:of|for|to|on|ya|la|wa|za) (?:the |a |this |that |my |your |yako |hii |hiyo |ile )?(?:location|place|map|ramani|eneo|course|kozi|unit|somo|class|darasa|exam|mtihani|room|chumba|wifi|charger|chaja|door|mlango|gate|geti|lock|padlock|kufuli|safe|bag|suitcase|house|nyumba|hostel|hosteli|book|kitabu|item|product|bidhaa|discount|punguzo|promo|offer|ofa)(?![^ ]))",
].join("");

/** English verbs that ask the reader to hand something over. */
const ASK_EN = any(
  "send",
  "give",
  "share",
  "tell",
  "forward",
  "text",
  "sms",
  "whatsapp",
  "read",
  "provide",
  "type",
  "write",
  "email",
  "drop",
  "say",
  "show",
  "dm",
);
/** Kiswahili: "send me", "give me", "tell me", "read me", "I ask for"... (a request to the reader, never "I will send you"). */
const ASK_SW = any(
  "nitumie",
  "ntumie",
  "nitumia",
  "nitumiye",
  "nitumieni",
  "tutumie",
  "unitumie",
  "tuma",
  "utume",
  "nipe",
  "nipeni",
  "unipe",
  "tupe",
  "nipatie",
  "unipatie",
  "tupatie",
  "niambie",
  "uniambie",
  "tuambie",
  "nitajie",
  "unitajie",
  "nisomee",
  "unisomee",
  "niandikie",
  "uniandikie",
  "nionyeshe",
  "unionyeshe",
  "niletee",
  "naomba",
  "nakuomba",
  "ninaomba",
  "tunaomba",
  "nitext",
  "nitextie",
  "niforwardie",
  "nishirikishe",
);
/** "The code you received", in Kiswahili one word after the code. */
const RECEIVED_SW = any(
  "uliyotumiwa",
  "uliotumiwa",
  "ulizotumiwa",
  "uliyopokea",
  "uliopokea",
  "ulizopokea",
  "uliyopata",
  "uliyoletewa",
  "ulioletewa",
  "iliyokuja",
  "iliyoingia",
  "iliyotumwa",
  "zilizokuja",
  "waliyokutumia",
  "niliyokutumia",
  "tuliyokutumia",
  "umetumiwa",
  "umepokea",
  "imekuja",
  "imeingia",
);

/** Money, as a thing sent. */
const MONEY_EN = any(
  "money",
  "cash",
  "payment",
  "amount",
  "fee",
  "fees",
  "deposit",
  "balance",
  "funds",
  "rent",
  "shillings",
  "(?:tsh|tshs|tzs|sh)?[0-9]+k?",
);
const MONEY_SW = any(
  "pesa",
  "hela",
  "fedha",
  "malipo",
  "kiasi",
  "ada",
  "kodi",
  "mkwanja",
  "elfu",
  "laki",
  "shilingi",
  "(?:tsh|tshs|tzs|sh)?[0-9]+k?",
);
/** "Pay" in the forms that ask the reader to: lipa, ulipe, kulipa, unilipe, utanilipa, lipia... (never "nitalipa", I will pay). */
const PAY_SW = "(?:u|ku|uni|una|uta|utani|m|mni|tu)?lip(?:a|e|ia|ie|eni)";
/** "Send (me)" money, in Kiswahili. */
const SEND_SW = any(
  "tuma",
  "nitumie",
  "ntumie",
  "nitumia",
  "tutumie",
  "unitumie",
  "utume",
  "utanitumia",
  "kutuma",
  "weka",
  "niwekee",
  "toa",
  "lete",
  "niletee",
  "nipe",
  "unipe",
  "nipatie",
  "unipatie",
);
/** "First", but not the first year, month or time. */
const FIRST =
  "first(?! (?:year|years|semester|term|class|time|times|half|instalment|installment|week|weeks|month|months|day|days|hand|floor|row|one|round|photo|picture|pic|of the month)(?![^ ]))";
/** Before the two have met, seen the thing or had it delivered. */
const BEFORE_MEETING_EN = `before ${any("we", "i", "you", "u", "meeting", "seeing", "viewing", "delivery", "delivering", "collection", "pickup", "pick up", "coming", "shipping", "sending")}`;
const BEFORE_MEETING_SW = `kabla ${any(
  "ya (?:kuonana|kukutana|kuona|kuiona|kukiona|kuuona|kukuona|kuja|kufika|kukuletea|kuleta|kuletewa|kupokea|kuipokea|kukipokea|kusafirisha|kukabidhi|kukuonyesha|delivery)",
  "hatuja[a-z]*",
  "sija[a-z]*",
  "huja[a-z]*",
  "hamja[a-z]*",
)}`;

/** A deposit, an advance or a booking fee ("thanks in advance" is not one). */
const DEPOSIT = [
  "(?<!(?:thanks|thank you|thank u|thanx|thx|asante|shukrani) in )",
  any(
    "deposit",
    "deposits",
    "advance payment",
    "advance",
    "down payment",
    "downpayment",
    "booking fee",
    "booking money",
    "reservation fee",
    "holding fee",
    "commitment fee",
    "amana",
    "dipozit[a-z]*",
    "diposit[a-z]*",
    "malipo ya awali",
    "malipo ya utangulizi",
    "kianzio",
    "advansi",
    "pesa ya kushikilia",
    "hela ya kushikilia",
    "pesa ya kuhifadhi",
    "kishika nafasi",
  ),
].join("");

/**
 * A Tanzanian mobile number as people write it: 07xx or 06xx (or 255 / +255 in front of the 7 or 6),
 * with or without spaces, dashes or dots between the digits (the normal form has made those
 * spaces). Not part of a longer run of digits.
 */
const TZ_PHONE = /(?<![0-9])(?:255 ?|0 ?)[67](?: ?[0-9]){8}(?! ?[0-9])/u;

// ---------------------------------------------------------------------------------------------
// The rules.

export const SCAM_RULES: readonly ScamRule[] = [
  {
    // Asks for a mobile-money PIN or a code (the one-time code of a payment or an account).
    code: "pin_or_code",
    patterns: [
      // send me the code / tell us your PIN / text me the otp you got
      phrase(`${ASK_EN}(?: it)?(?: to)? (?:me|us)${gap(4)} ${SECRET}`),
      // share your PIN / forward your verification code / give the man your m-pesa pin
      phrase(`${ASK_EN}${gap(3)} (?:your|ur|yours)${gap(3)} ${SECRET}`),
      // what is your PIN / what's the code you received
      phrase(`${any("what", "whats", "which")}(?: is| was)? (?:your|ur|the)${gap(3)} ${SECRET}`),
      // the code you received / the PIN sent to your phone / the code that came to your phone
      phrase(`${SECRET}${gap(3)} (?:you|u)(?: just| have| ve)? (?:received|receive|got|get|were sent)`),
      phrase(`${SECRET}${gap(3)} (?:sent|came|come|comes|arrived) (?:to|on|in) (?:you|your|ur)`),
      // your M-Pesa PIN / ATM pin / pin of your mobile money (not "my M-Pesa PIN")
      phrase(`(?<!my )${MONEY_SERVICE} ${any("pin", "pin number", "pin code", "password", "secret number")}`),
      phrase(`(?<!my )${any("pin", "password")} (?:of|for|on) (?:your |ur )?${MONEY_SERVICE}`),
      // nitumie namba ya siri / nipe code / naomba PIN yako / niambie code uliyotumiwa
      phrase(`${ASK_SW}${gap(4)} ${SECRET}`),
      // code uliyotumiwa / PIN iliyokuja / msimbo uliopokea
      phrase(`${SECRET}${gap(2)} ${RECEIVED_SW}`),
      // ni code gani umepokea
      phrase(`${SECRET} (?:gani|ipi)${gap(2)} ${RECEIVED_SW}`),
      // namba ya siri / PIN yako ya M-Pesa (not when telling someone to enter their own)
      phrase(
        `(?<!(?:weka|ingiza|andika|enter|type) )${any("namba ya siri", "namba yako ya siri", "neno la siri", "neno lako la siri", "nywila yako", "msimbo wa siri")}`,
      ),
      phrase(`${any("pin", "namba ya siri")}(?: yako)? ya ${MONEY_SERVICE}`),
    ],
  },
  {
    // Asks for payment before meeting.
    code: "pay_first",
    patterns: [
      // pay first / pay me first / payment first / pay the full amount first
      phrase(`${any("pay", "paying", "pays", "payment")}${gap(3)} ${FIRST}`),
      // send the money first / transfer 20000 first
      phrase(
        `${any("send", "sending", "transfer", "transferring", "wire", "deposit", "give", "bring", "put", "forward")}${gap(3)} ${MONEY_EN}${gap(2)} ${FIRST}`,
      ),
      // money first / cash first
      phrase(`${any("money", "cash", "payment")} ${FIRST}`),
      // first pay / first you send the money
      phrase(
        `first(?: of all)?(?: you| u)?(?: need to| have to| must| should)? (?:pay|transfer|send(?: me| us)?(?: the| some)? ${MONEY_EN})`,
      ),
      // pay before we meet / send the money before I deliver
      phrase(`${any("pay", "paying", "payment")}${gap(4)} ${BEFORE_MEETING_EN}`),
      phrase(
        `${any("send", "transfer", "wire", "deposit", "give")}${gap(3)} ${MONEY_EN}${gap(3)} ${BEFORE_MEETING_EN}`,
      ),
      // pay in advance / upfront payment
      phrase(
        `${any("pay", "paying", "payment")}(?: in)? ${any("advance", "upfront", "up front", "beforehand", "ahead")}`,
      ),
      phrase(`${any("advance", "upfront", "up front")} payment`),
      // lipa kwanza / ulipe kwanza / kulipia kwanza
      phrase(`${PAY_SW}${gap(3)} kwanza`),
      // tuma pesa kwanza / nitumie hela kwanza / malipo kwanza
      phrase(`${MONEY_SW}${gap(2)} kwanza`),
      // kwanza lipa / kwanza tuma pesa
      phrase(`kwanza(?: kabisa)?(?: wewe| u)? (?:${PAY_SW}|${SEND_SW}${gap(2)} ${MONEY_SW})`),
      // tanguliza pesa / utangulize / nitangulizie
      phrase("(?:u|ni|uni|ku|tu)?tanguliz[a-z]*"),
      // tuma hela kabla hatujaonana / lipa kabla ya kukutana
      phrase(`(?:${PAY_SW}|${SEND_SW}${gap(3)} ${MONEY_SW}|${MONEY_SW})${gap(4)} ${BEFORE_MEETING_SW}`),
      // lipa mapema
      phrase(`${PAY_SW} mapema`),
    ],
  },
  {
    // Carries a phone number with a deposit or an advance.
    code: "deposit_with_phone",
    patterns: [phrase(DEPOSIT)],
    alongWith: [TZ_PHONE],
  },
];

// ---------------------------------------------------------------------------------------------
// Saying it in the negative.

export const NEGATION = {
  /** A word that, up to four words before a phrase, denies it: "never", "don't", "usimpe" (usi-), "hakuna". */
  before:
    /^(?:never|not|dont|didnt|doesnt|wont|cant|cannot|shouldnt|no|nobody|noone|without|avoid|refuse|beware|kamwe|bila|hakuna|hamna|huna|hauhitaji|hutakiwi|hutaombwa|hupaswi|sitaki|sitakuomba|siombi|hatuombi|hatutaki|hapana|epuka|(?:u|m)si(?!ku$|ngizi|mbo|chana|mamizi|kiti|mu$|tu$|ngi|ba$|jali|ogope|hofu|we$)[a-z]+)$/,
  /** ...unless the next word makes it reassurance: "no problem", "don't worry". */
  notWhenNext: /^(?:worry|worried|worries|problem|problems|issue|stress|be|shida|tatizo|noma|wasiwasi|hofu|kitu)$/,
  /** "si lazima" (it is not necessary) before the phrase, or just after it: "kulipa kwanza si lazima". */
  notNeeded: /^(?:si|sio|siyo) lazima$/,
  after:
    /^ (?:(?:si|sio|siyo) lazima|haihitajiki|haitakiwi|(?:is )?not (?:needed|required|necessary)|isnt (?:needed|required|necessary))(?![^ ])/,
  /** How many words before a phrase may deny it. */
  window: 4,
} as const;

/** Brings a message to the one shape the patterns read (see the top of this file). */
export function normaliseForRules(body: string): string {
  return (
    body
      .normalize("NFKC")
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\p{M}\p{Cf}]+/gu, "")
      .replace(/['’‘`´ʼ]+/gu, "")
      // 0754-123-456, 0754.123.456, 45,000: the digits stay, the mark becomes a space.
      .replace(/([0-9])[.,\-/](?=[0-9])/gu, "$1 ")
      .replace(/[.,!?;:؟،。！？]+/gu, " . ")
      .replace(/[^\p{L}\p{N}.]+/gu, " ")
      .replace(/ {2,}/g, " ")
      .trim()
  );
}

/** The words just before `at`, nearest last, stopping at the end of the clause before. */
function wordsBefore(text: string, at: number, count: number): string[] {
  const from = Math.max(0, at - 120);
  const words = text.slice(from, at).split(" ").filter(Boolean);
  // A word cut by the slice is not a word of the message.
  if (from > 0 && text[from - 1] !== " ") words.shift();
  const clause = words.slice(words.lastIndexOf(".") + 1);
  return clause.slice(-count);
}

function denied(text: string, start: number, end: number): boolean {
  const before = wordsBefore(text, start, NEGATION.window);
  const next = (i: number) => before[i + 1] ?? text.slice(start, start + 40).split(" ", 1)[0] ?? "";
  for (let i = 0; i < before.length; i++) {
    const word = before[i]!;
    if (NEGATION.before.test(word) && !NEGATION.notWhenNext.test(next(i))) return true;
    if (NEGATION.notNeeded.test(`${word} ${next(i)}`)) return true;
  }
  return NEGATION.after.test(text.slice(end, end + 40));
}

/** Whether the pattern is said somewhere in the text and not denied there. */
function said(text: string, pattern: RegExp): boolean {
  for (const match of text.matchAll(pattern))
    if (!denied(text, match.index, match.index + match[0].length)) return true;
  return false;
}

/**
 * The warnings a message's recipient should see, in `SCAM_SIGNALS` order, each at most once.
 * Pure and linear in the message's length; the message itself is left as it is.
 */
export function scamSignals(body: string): ScamSignal[] {
  const text = normaliseForRules(body);
  if (text === "") return [];
  const raised = new Set<ScamSignal>();
  for (const rule of SCAM_RULES) {
    if (raised.has(rule.code)) continue;
    if (rule.alongWith && !rule.alongWith.some((pattern) => text.search(pattern) >= 0)) continue;
    if (rule.patterns.some((pattern) => said(text, pattern))) raised.add(rule.code);
  }
  return SCAM_SIGNALS.filter((code) => raised.has(code));
}
