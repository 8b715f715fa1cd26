import { describe, expect, it } from "vitest";
import { normaliseForRules, SCAM_RULES, SCAM_SIGNALS, type ScamSignal, scamSignals } from "./scam-rules";

/** A message and the warnings its recipient must see, in order. */
type Example = readonly [message: string, signals: readonly ScamSignal[]];

const WARN_ENGLISH: readonly Example[] = [
  ["Send me your M-Pesa PIN so I can confirm the payment", ["pin_or_code"]],
  ["What is the code you received? Tell me quickly.", ["pin_or_code"]],
  ["Please share your PIN with me, I will reverse the money", ["pin_or_code"]],
  ["Forward me the verification code sent to your phone", ["pin_or_code"]],
  ["Just give me the OTP and the laptop is yours", ["pin_or_code"]],
  ["Send money first then we meet", ["pay_first"]],
  ["You have to pay first, I don't meet buyers who haven't paid", ["pay_first"]],
  ["Pay before we meet, I am very busy this week", ["pay_first"]],
  ["Transfer 50,000 first and I will bring the phone tomorrow", ["pay_first"]],
  ["I only accept payment in advance", ["pay_first"]],
  ["No problem send the cash first", ["pay_first"]],
  ["Pay a deposit of 20,000 to 0754 123 456 to reserve the room", ["deposit_with_phone"]],
  ["Advance payment required. Call +255 713-456-789", ["pay_first", "deposit_with_phone"]],
  ["Booking fee 10k to 0654123456 and the room is yours", ["deposit_with_phone"]],
];

const CALM_ENGLISH: readonly string[] = [
  "The pin of the charger is broken, but it still works with a new cable",
  "I will pay when we meet at the library",
  "Can you send me the course code for this book?",
  "Never share your M-Pesa PIN with anyone",
  "Thanks in advance! My number is 0754 123 456",
  "Is it the first time you sell this phone?",
  "You don't have to pay first, pay when you see it",
  "I can send you a pin of the location of my hostel",
  "Cash on delivery only, I pay after seeing the item",
  "Let's meet first at the main gate, then you can pay",
  "I paid my first year fees with M-Pesa",
  "What is the price? Call me on 0754123456",
  "The wifi password is on the router in the room",
  "No deposit needed, call 0712 345 678 to view the room",
  "Send me more photos first please",
];

const WARN_KISWAHILI: readonly Example[] = [
  ["Nitumie namba ya siri ya M-Pesa nikuthibitishie malipo", ["pin_or_code"]],
  ["Nipe code uliyotumiwa kwa SMS", ["pin_or_code"]],
  ["Niambie PIN yako haraka", ["pin_or_code"]],
  ["Naomba ile code iliyoingia kwenye simu yako", ["pin_or_code"]],
  ["Ni code gani umepokea? Nisomee tafadhali", ["pin_or_code"]],
  ["Tuma pesa kwanza halafu tukutane", ["pay_first"]],
  ["Lipa kwanza ndio nikuletee mzigo", ["pay_first"]],
  ["Tanguliza elfu 20 nikuwekee simu", ["pay_first"]],
  ["Nitumie hela kwanza, kesho tutaonana", ["pay_first"]],
  ["Tuma hela kabla hatujaonana ili nikuhifadhie", ["pay_first"]],
  ["Usijali tuma pesa kwanza", ["pay_first"]],
  ["Lipa amana ya chumba kwa namba 0754 123 456", ["deposit_with_phone"]],
  ["Malipo ya awali elfu 50, tuma kwa 0688-123-456", ["deposit_with_phone"]],
  ["Kianzio ni laki moja, namba yangu +255 765 432 109", ["deposit_with_phone"]],
];

const CALM_KISWAHILI: readonly string[] = [
  "Pini ya chaja imevunjika lakini inafanya kazi",
  "Nitakulipa tukikutana chuoni",
  "Usimpe mtu yeyote namba yako ya siri",
  "Tukutane kwanza maktaba halafu ulipe",
  "Huna haja ya kulipa kwanza, lipa ukiona bidhaa",
  "Code ya kozi ni CS 101, nitumie picha za kitabu",
  "Asante mapema! Namba yangu ni 0754 123 456",
  "Nitumie picha kwanza tafadhali",
  "Kodi ni elfu 80 kwa mwezi, utalipa ukishaona chumba",
  "Hakuna amana, piga 0713 222 333 uje uone chumba",
  "Nimesahau namba yangu ya siri ya benki, nitalipa taslimu",
  "Kwanza tuonane, kisha nitakulipa",
  "Kulipa kwanza si lazima, tutaonana kesho",
];

describe("scam warnings in messages", () => {
  it("warns on English messages that ask for a PIN, for payment first, or for a deposit to a number", () => {
    expect(WARN_ENGLISH.length).toBeGreaterThanOrEqual(10);
    for (const [message, signals] of WARN_ENGLISH) expect(scamSignals(message), message).toEqual(signals);
  });

  it("warns on the same in Kiswahili", () => {
    expect(WARN_KISWAHILI.length).toBeGreaterThanOrEqual(10);
    for (const [message, signals] of WARN_KISWAHILI) expect(scamSignals(message), message).toEqual(signals);
  });

  it("leaves ordinary English messages alone, safety advice and the pin of a charger included", () => {
    expect(CALM_ENGLISH.length).toBeGreaterThanOrEqual(10);
    for (const message of CALM_ENGLISH) expect(scamSignals(message), message).toEqual([]);
  });

  it("leaves ordinary Kiswahili messages alone", () => {
    expect(CALM_KISWAHILI.length).toBeGreaterThanOrEqual(10);
    for (const message of CALM_KISWAHILI) expect(scamSignals(message), message).toEqual([]);
  });

  it("says each warning once, in one order, whatever order the message says them in", () => {
    expect(scamSignals("Send money first. Pay first! Lipa kwanza, tuma pesa kwanza")).toEqual(["pay_first"]);
    expect(scamSignals("Deposit 10,000 to 0754 123 456 first, then send me the code you received")).toEqual([
      "pin_or_code",
      "pay_first",
      "deposit_with_phone",
    ]);
    expect(scamSignals("")).toEqual([]);
    expect(scamSignals("   \n ")).toEqual([]);
  });

  it("sees through case, width, accents, invisible characters and odd spacing", () => {
    expect(scamSignals("SEND ME YOUR PIN")).toEqual(["pin_or_code"]);
    expect(scamSignals("send me your ＰＩＮ")).toEqual(["pin_or_code"]);
    expect(scamSignals("send me your P\u200bIN")).toEqual(["pin_or_code"]);
    expect(scamSignals("sénd   mé\n\tyour  pín")).toEqual(["pin_or_code"]);
    expect(scamSignals("tuma\u00a0pesa\u00a0kwanza")).toEqual(["pay_first"]);
    expect(scamSignals("deposit, namba 0 7 5 4 1 2 3 4 5 6")).toEqual(["deposit_with_phone"]);
    expect(scamSignals("deposit to 0754.123.456")).toEqual(["deposit_with_phone"]);
  });

  it("needs both the phone number and the deposit, and a real Tanzanian mobile number", () => {
    expect(scamSignals("The deposit is 50,000")).toEqual([]);
    expect(scamSignals("Call me on 0754 123 456")).toEqual([]);
    expect(scamSignals("Deposit to account 12345678901234")).toEqual([]);
    expect(scamSignals("Deposit to 0854 123 456")).toEqual([]);
    expect(scamSignals("Deposit to 255754123456")).toEqual(["deposit_with_phone"]);
  });

  it("keeps a phrase denied only in its own clause: a scam after a denial still warns", () => {
    expect(scamSignals("Don't tell anyone. Send me your PIN")).toEqual(["pin_or_code"]);
    expect(scamSignals("Usiogope, tuma pesa kwanza")).toEqual(["pay_first"]);
    expect(scamSignals("Never pay first")).toEqual([]);
  });

  it("normalises to words separated by single spaces, with clause ends as words", () => {
    expect(normaliseForRules("  Don't   SEND—money!! M-Pesa: 0754-123-456 ")).toBe(
      "dont send money . m pesa . 0754 123 456",
    );
  });

  it("is data: each rule names a known signal and holds patterns that read the whole message", () => {
    for (const rule of SCAM_RULES) {
      expect(SCAM_SIGNALS).toContain(rule.code);
      expect(rule.patterns.length).toBeGreaterThan(0);
      for (const pattern of rule.patterns) expect(pattern.flags).toContain("g");
    }
    expect(new Set(SCAM_RULES.map((rule) => rule.code))).toEqual(new Set(SCAM_SIGNALS));
  });
});

describe("the time the rules take", () => {
  /** Fastest of several runs of `scamSignals` over `text`, repeated `times` (ms). */
  function fastest(text: string, times: number): number {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      for (let i = 0; i < times; i++) scamSignals(text);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  /** Texts that make a backtracking pattern work hardest: long words, near misses, phrases denied over and over. */
  const ADVERSARIAL: readonly string[] = [
    "send me ",
    "send me the the the ",
    "pay pay pay first",
    "a",
    "0 7 0 7 0 7 ",
    "never send me your pin ",
    "usimpe namba ya siri ",
    "tuma pesa tuma pesa ",
    "kwanza kwanza ",
    "code code you ",
    "thanks in advance 0754 ",
    "what is the the ",
  ];

  it("reads a 5,000-character message in time proportional to its length", () => {
    for (const unit of ADVERSARIAL) {
      const short = unit.repeat(Math.ceil(500 / unit.length)).slice(0, 500);
      const long = unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
      scamSignals(long); // compiled and warm
      const ratio = fastest(long, 20) / Math.max(fastest(short, 200), 0.01);
      // The long text is ten times the short one and is read a tenth as often: a linear reading
      // gives a ratio near 1, a quadratic one near 10. The bound is generous for a busy machine.
      expect(ratio, JSON.stringify(unit)).toBeLessThan(4);
    }
  });
});
