/**
 * Demo product listings by individual students. Prices are in Tanzanian
 * shillings (TZS). Pick-up spots are described relative to the seller's own
 * campus so they read correctly whichever campus the seed assigns.
 */
import type { ProductSeed } from "./types";

export const PRODUCTS: ProductSeed[] = [
  // ================================================================ Electronics
  {
    name: "HP EliteBook 840 G5 laptop, 8GB RAM, 256GB SSD",
    description:
      "Core i5 8th gen, battery still holds about 3 hours. Small scratch on the lid, keyboard and screen are perfect. Comes with original charger; you can test it before paying at the campus library.",
    category: "Electronics",
    condition: "Good",
    priceTzs: 850000,
    imageCount: 3,
  },
  {
    name: "Lenovo ThinkPad T470 laptop, Core i5, 500GB HDD",
    description:
      "Reliable laptop for coursework and programming, Windows 10 installed. Battery is weak (about 1 hour) so it works best plugged in. Pick-up near the main gate.",
    category: "Electronics",
    condition: "Fair",
    priceTzs: 650000,
    imageCount: 3,
  },
  {
    name: "Tecno Camon 20 Pro, 256GB",
    description:
      "Bought in March, used with a cover and screen protector from day one. Box, charger and receipt included. Selling because I got a phone from my sponsor.",
    category: "Electronics",
    condition: "Like New",
    priceTzs: 480000,
    imageCount: 3,
  },
  {
    name: "Samsung Galaxy A14 with charger",
    description:
      "64GB, dual SIM, works with all networks. Tiny crack in the corner of the screen protector only, the screen itself is fine. Meet at the hostel reception or near the cafeteria.",
    category: "Electronics",
    condition: "Good",
    priceTzs: 280000,
    imageCount: 3,
  },
  {
    name: "Samsung Galaxy Tab A7 Lite, 32GB (WiFi)",
    description:
      "Great for reading PDFs and lecture slides. Comes with a flip cover. Slight wear on the edges.",
    category: "Electronics",
    condition: "Good",
    priceTzs: 320000,
    imageCount: 1,
  },
  {
    name: "Casio fx-991ES PLUS scientific calculator",
    description:
      "Genuine Casio, allowed in most engineering and statistics exams. New battery fitted last month. Pick-up at the faculty block.",
    category: "Electronics",
    condition: "Like New",
    priceTzs: 35000,
    imageCount: 2,
  },
  {
    name: "Infinix Hot 30, 128GB, dual SIM",
    description:
      "Very good battery, lasts a full day of classes. Original box and charger. No repairs ever done.",
    category: "Electronics",
    condition: "Like New",
    priceTzs: 330000,
    imageCount: 3,
  },
  {
    name: "Oraimo power bank 20000mAh",
    description:
      "Useful during LUKU cuts and long study nights. Charges a phone about 4 times. Cable included.",
    category: "Electronics",
    condition: "Good",
    priceTzs: 45000,
    imageCount: 1,
  },
  {
    name: "JBL Go 3 Bluetooth speaker",
    description:
      "Loud and clear, waterproof. Used only a few times in my room. Blue colour.",
    category: "Electronics",
    condition: "Like New",
    priceTzs: 75000,
    imageCount: 2,
  },
  {
    name: "TP-Link 4G MiFi router (unlocked)",
    description:
      "Works with Vodacom, Airtel, Yas and Halotel SIM cards. Good for sharing one bundle among roommates. Battery lasts around 6 hours.",
    category: "Electronics",
    condition: "Good",
    priceTzs: 85000,
    imageCount: 1,
  },
  {
    name: "Mini fridge 50L (Hisense)",
    description:
      "Keeps drinks and leftovers cold, uses little power. Moving out of the hostel so it must go this week. Buyer arranges a bajaji for transport.",
    category: "Electronics",
    condition: "Good",
    priceTzs: 230000,
    imageCount: 3,
  },
  {
    name: "Rice cooker 1.8L (Sayona)",
    description:
      "Cooks rice and ugali for 3-4 people. Non-stick pot has a few light scratches. Check that cooking is allowed in your hostel first.",
    category: "Electronics",
    condition: "Good",
    priceTzs: 55000,
    imageCount: 2,
  },

  // ================================================================ Books
  {
    name: "Calculus: Early Transcendentals (Stewart, 8th ed.)",
    description:
      "Hardcover, all pages intact. A few pencil notes in chapters 2-4 that are actually helpful. Perfect for first-year maths courses.",
    category: "Books",
    condition: "Good",
    priceTzs: 45000,
    imageCount: 3,
  },
  {
    name: "Campbell Biology, 11th edition",
    description:
      "Cover is worn and the spine is taped, but every page is readable. Good for biology, nursing and agriculture first years.",
    category: "Books",
    condition: "Fair",
    priceTzs: 55000,
    imageCount: 3,
  },
  {
    name: "Principles of Economics (Mankiw, 7th ed.)",
    description:
      "Clean copy, no highlighting. Used for introductory micro and macro economics.",
    category: "Books",
    condition: "Good",
    priceTzs: 40000,
    imageCount: 1,
  },
  {
    name: "Guyton and Hall Textbook of Medical Physiology, 13th ed.",
    description:
      "Essential for MD and nursing physiology. Some highlighting in the cardiovascular chapters. Meet near the main library.",
    category: "Books",
    condition: "Good",
    priceTzs: 60000,
    imageCount: 3,
  },
  {
    name: "Introduction to Algorithms (CLRS, 3rd ed.)",
    description:
      "Paperback, like new. Bought it for a data structures course and barely opened it, honestly.",
    category: "Books",
    condition: "Like New",
    priceTzs: 50000,
    imageCount: 2,
  },
  {
    name: "Kamusi ya Kiswahili Sanifu (TUKI), toleo la tatu",
    description:
      "Kamusi safi, haina kurasa zilizochanika. Inafaa kwa wanafunzi wa Kiswahili na ualimu.",
    category: "Books",
    condition: "Good",
    priceTzs: 25000,
    imageCount: 1,
  },
  {
    name: "Frank Wood's Business Accounting, Volume 1",
    description:
      "Standard text for accounting and finance first years. Cover slightly bent, a few answers pencilled in the exercises.",
    category: "Books",
    condition: "Fair",
    priceTzs: 30000,
    imageCount: 1,
  },
  {
    name: "Engineering Mathematics (K.A. Stroud, 7th ed.)",
    description:
      "Step-by-step worked examples, very good for self-study before UEs. Clean copy.",
    category: "Books",
    condition: "Good",
    priceTzs: 38000,
    imageCount: 2,
  },
  {
    name: "Research Methodology: Methods and Techniques (C.R. Kothari)",
    description:
      "The book every supervisor recommends for your final-year proposal. Some underlining in pen.",
    category: "Books",
    condition: "Good",
    priceTzs: 18000,
    imageCount: 2,
  },
  {
    name: "Gray's Anatomy for Students, 3rd ed.",
    description:
      "Full colour, hardcover. Light water mark on the back cover, inside pages are fine.",
    category: "Books",
    condition: "Good",
    priceTzs: 60000,
    imageCount: 3,
  },

  // ================================================================ Clothing
  {
    name: "Kitenge dress, size M",
    description:
      "Fitted kitenge dress made by a fundi in Kariakoo, worn twice for a send-off. Orange and blue print, knee length.",
    category: "Clothing",
    condition: "Like New",
    priceTzs: 25000,
    imageCount: 3,
  },
  {
    name: "Men's black suit, size 40 (jacket and trousers)",
    description:
      "Worn for my graduation and one interview only. Dry-cleaned and ready. Trousers waist 34.",
    category: "Clothing",
    condition: "Like New",
    priceTzs: 60000,
    imageCount: 3,
  },
  {
    name: "Maasai shuka, red check, 2 pieces",
    description:
      "New, never used. Warm enough for cold nights and nice as a bed cover.",
    category: "Clothing",
    condition: "Brand New",
    priceTzs: 15000,
    imageCount: 2,
  },
  {
    name: "Kanga pair (doti), new",
    description:
      "Cotton kanga pair with a beautiful Swahili saying. Still folded in the original packaging.",
    category: "Clothing",
    condition: "Brand New",
    priceTzs: 12000,
    imageCount: 1,
  },
  {
    name: "White lab coat, size L",
    description:
      "Needed for practicals in chemistry, medicine and food science. Washed and ironed, one small ink mark on the pocket.",
    category: "Clothing",
    condition: "Good",
    priceTzs: 10000,
    imageCount: 1,
  },
  {
    name: "Adidas hoodie, grey, size L",
    description:
      "Original, soft inside. Slight fading from washing. Good for early-morning lectures.",
    category: "Clothing",
    condition: "Good",
    priceTzs: 30000,
    imageCount: 2,
  },
  {
    name: "Ladies' official trousers, navy, size 12",
    description:
      "Perfect for field attachment or internship. Worn a few times, no damage.",
    category: "Clothing",
    condition: "Like New",
    priceTzs: 18000,
    imageCount: 1,
  },
  {
    name: "Kanzu, white, size 56",
    description:
      "Cotton kanzu with embroidered collar, worn for Eid once. Comes with a matching kofia.",
    category: "Clothing",
    condition: "Like New",
    priceTzs: 25000,
    imageCount: 2,
  },
  {
    name: "Men's official black shoes, size 42",
    description:
      "Leather shoes, used for one semester of teaching practice. Soles still strong, polished before photos.",
    category: "Clothing",
    condition: "Good",
    priceTzs: 35000,
    imageCount: 3,
  },
  {
    name: "Hijab set, chiffon, 3 pieces",
    description:
      "Three colours: black, maroon and beige. New, bought extra by mistake.",
    category: "Clothing",
    condition: "Brand New",
    priceTzs: 15000,
    imageCount: 3,
  },
  {
    name: "Denim jacket, size M",
    description:
      "Classic blue denim. One button replaced with a slightly different one. Still looks good.",
    category: "Clothing",
    condition: "Fair",
    priceTzs: 22000,
    imageCount: 1,
  },

  // ================================================================ Furniture
  {
    name: "Study desk with drawer",
    description:
      "Solid wooden desk, fits in a small hostel room. One drawer with a lock (key included). Buyer collects; it fits in a bajaji.",
    category: "Furniture",
    condition: "Good",
    priceTzs: 85000,
    imageCount: 3,
  },
  {
    name: "Plastic chairs, set of 4",
    description:
      "Strong plastic chairs, white. One has a small crack on the back but is still safe to sit on.",
    category: "Furniture",
    condition: "Fair",
    priceTzs: 40000,
    imageCount: 1,
  },
  {
    name: "Double-decker metal bed frame (3.5 x 6)",
    description:
      "Ideal for sharing a room with a friend. Dismantles easily for transport. Mattresses not included.",
    category: "Furniture",
    condition: "Good",
    priceTzs: 180000,
    imageCount: 3,
  },
  {
    name: "Foam mattress 3.5 x 6, 6 inch",
    description:
      "Firm mattress, used for one year with a protector. No stains or sagging.",
    category: "Furniture",
    condition: "Good",
    priceTzs: 95000,
    imageCount: 2,
  },
  {
    name: "Bookshelf, 4 shelves, mninga wood",
    description:
      "Handmade by a local fundi, holds all your textbooks and files. Very sturdy.",
    category: "Furniture",
    condition: "Good",
    priceTzs: 95000,
    imageCount: 2,
  },
  {
    name: "Office swivel chair",
    description:
      "Comfortable for long study hours. The height lever works, but the seat leans slightly to the left.",
    category: "Furniture",
    condition: "Fair",
    priceTzs: 110000,
    imageCount: 1,
  },
  {
    name: "Wooden wardrobe, 2 doors",
    description:
      "Big enough for two students' clothes, with a hanging section and shelves. Needs two people to carry.",
    category: "Furniture",
    condition: "Good",
    priceTzs: 250000,
    imageCount: 3,
  },
  {
    name: "Small coffee table",
    description:
      "Glass top with a wooden frame, no chips. Nice for a studio or sitting room.",
    category: "Furniture",
    condition: "Like New",
    priceTzs: 45000,
    imageCount: 1,
  },
  {
    name: "3-seater sofa with cushions",
    description:
      "Brown fabric sofa, cushions recently washed. Leaving my apartment at the end of the month.",
    category: "Furniture",
    condition: "Good",
    priceTzs: 350000,
    imageCount: 3,
  },
  {
    name: "Shoe rack, 5 tiers",
    description:
      "Metal frame, still in the box. Holds about 15 pairs.",
    category: "Furniture",
    condition: "Brand New",
    priceTzs: 40000,
    imageCount: 1,
  },

  // ================================================================ Sports
  {
    name: "Football boots size 42 (Nike Mercurial)",
    description:
      "Used for one season of inter-hall matches. Studs in good condition, small tear on the left heel lining.",
    category: "Sports",
    condition: "Good",
    priceTzs: 55000,
    imageCount: 3,
  },
  {
    name: "Adidas football, size 5",
    description:
      "Holds air well, used only on grass pitches. Pump needle included.",
    category: "Sports",
    condition: "Like New",
    priceTzs: 35000,
    imageCount: 1,
  },
  {
    name: "Spalding basketball, size 7",
    description:
      "Good grip, used on the campus court. Some surface wear.",
    category: "Sports",
    condition: "Good",
    priceTzs: 45000,
    imageCount: 1,
  },
  {
    name: "Dumbbells set, 2 x 10kg (adjustable)",
    description:
      "Work out in your room instead of paying for gym. All plates and collars included.",
    category: "Sports",
    condition: "Good",
    priceTzs: 80000,
    imageCount: 3,
  },
  {
    name: "Yoga mat, 6mm",
    description:
      "Purple, non-slip, with carry strap. Used a handful of times.",
    category: "Sports",
    condition: "Like New",
    priceTzs: 25000,
    imageCount: 1,
  },
  {
    name: "Skipping rope and resistance bands set",
    description:
      "Five bands of different strength plus a speed rope. New in pack.",
    category: "Sports",
    condition: "Brand New",
    priceTzs: 20000,
    imageCount: 2,
  },
  {
    name: "Gilbert netball, size 5",
    description:
      "Match ball, used for practice by our hall team. Still round and grippy.",
    category: "Sports",
    condition: "Good",
    priceTzs: 30000,
    imageCount: 1,
  },
  {
    name: "Mountain bicycle, 26 inch, with lock",
    description:
      "Saves daladala fare to and from campus. Gears work, brakes were serviced last month. Back tyre will need replacing soon.",
    category: "Sports",
    condition: "Fair",
    priceTzs: 280000,
    imageCount: 3,
  },
  {
    name: "Asics running shoes, size 40",
    description:
      "Light and comfortable for jogging around campus. Soles show some wear.",
    category: "Sports",
    condition: "Good",
    priceTzs: 60000,
    imageCount: 3,
  },
  {
    name: "Table tennis bats (pair) with 3 balls",
    description:
      "Rubber is still tacky. Good for games room or hostel competitions.",
    category: "Sports",
    condition: "Good",
    priceTzs: 25000,
    imageCount: 1,
  },

  // ================================================================ Beauty
  {
    name: "Shea butter lotion 250ml",
    description:
      "Pure shea butter lotion made by a women's group in Singida. Unopened, great for dry skin in the cold season.",
    category: "Beauty",
    condition: "Brand New",
    priceTzs: 12000,
    imageCount: 1,
  },
  {
    name: "Nivea Cocoa Butter body lotion 400ml",
    description:
      "Sealed bottle, bought two by mistake. Expiry is next year.",
    category: "Beauty",
    condition: "Brand New",
    priceTzs: 14000,
    imageCount: 1,
  },
  {
    name: "X-pression braiding hair, 5 packs (colour 1B)",
    description:
      "Left over after my last braids. All packs unopened.",
    category: "Beauty",
    condition: "Brand New",
    priceTzs: 20000,
    imageCount: 2,
  },
  {
    name: "Handheld hair dryer 2000W",
    description:
      "Two heat settings plus cool shot. Works perfectly, the nozzle attachment is missing.",
    category: "Beauty",
    condition: "Good",
    priceTzs: 35000,
    imageCount: 3,
  },
  {
    name: "Kemei rechargeable beard trimmer",
    description:
      "Comes with 4 guide combs and a USB charger. Blades cleaned and oiled.",
    category: "Beauty",
    condition: "Like New",
    priceTzs: 25000,
    imageCount: 3,
  },
  {
    name: "African black soap and coconut oil set",
    description:
      "Natural soap bar and 200ml cold-pressed coconut oil from Zanzibar. Gentle on the skin.",
    category: "Beauty",
    condition: "Brand New",
    priceTzs: 9000,
    imageCount: 1,
  },
  {
    name: "Fogg body spray 150ml",
    description:
      "Long-lasting scent, about 80% full. Selling because I prefer a different fragrance.",
    category: "Beauty",
    condition: "Good",
    priceTzs: 8000,
    imageCount: 1,
  },
  {
    name: "Makeup kit: foundation, powder and lipstick set",
    description:
      "Foundation shade for darker skin tones, used twice. Powder and three lipsticks are unused.",
    category: "Beauty",
    condition: "Like New",
    priceTzs: 30000,
    imageCount: 3,
  },
  {
    name: "Dark and Lovely relaxer kit",
    description:
      "Complete kit, sealed. Regular strength.",
    category: "Beauty",
    condition: "Brand New",
    priceTzs: 8000,
    imageCount: 1,
  },
  {
    name: "Nail polish set, 6 colours",
    description:
      "Quick-dry polish in nude, red and pastel shades. Only the red has been opened.",
    category: "Beauty",
    condition: "Like New",
    priceTzs: 10000,
    imageCount: 2,
  },

  // ================================================================ Food
  {
    name: "Unga wa sembe 5kg (Azam)",
    description:
      "Sealed bag, bought in bulk with friends and we have extra. Pick-up at the hostel.",
    category: "Food",
    condition: null,
    priceTzs: 9000,
    imageCount: 1,
  },
  {
    name: "Kyela rice (mchele) 10kg",
    description:
      "Aromatic Kyela rice brought from home in Mbeya. Cleaned, no stones.",
    category: "Food",
    condition: null,
    priceTzs: 30000,
    imageCount: 2,
  },
  {
    name: "Maharage ya njano 2kg",
    description:
      "Yellow beans, dry and clean. Cook quickly compared to other beans.",
    category: "Food",
    condition: null,
    priceTzs: 7000,
    imageCount: 1,
  },
  {
    name: "Homemade peanut butter 500g",
    description:
      "Made fresh every week, no added sugar. Jar sealed with a date label.",
    category: "Food",
    condition: "Brand New",
    priceTzs: 6000,
    imageCount: 3,
  },
  {
    name: "Chapati, pack of 10 (made to order)",
    description:
      "Soft layered chapati made the same morning. Order before 9pm, collect the next day after 7am.",
    category: "Food",
    condition: null,
    priceTzs: 5000,
    imageCount: 1,
  },
  {
    name: "Pure honey from Tabora, 1 litre",
    description:
      "Natural forest honey, no sugar added. Bottled by my family's beekeeping group.",
    category: "Food",
    condition: "Brand New",
    priceTzs: 15000,
    imageCount: 3,
  },
  {
    name: "Kilimanjaro Arabica coffee, ground 250g",
    description:
      "Roasted and ground in Moshi. Sealed pack, good for late-night revision.",
    category: "Food",
    condition: "Brand New",
    priceTzs: 10000,
    imageCount: 1,
  },
  {
    name: "Indomie noodles, carton of 40",
    description:
      "Chicken flavour, expiry in 8 months. Cheaper than buying single packets at the canteen.",
    category: "Food",
    condition: "Brand New",
    priceTzs: 22000,
    imageCount: 2,
  },
  {
    name: "Kilombero sugar 2kg",
    description:
      "Sealed pack. Can deliver within the hostels in the evening.",
    category: "Food",
    condition: "Brand New",
    priceTzs: 6000,
    imageCount: 1,
  },
  {
    name: "Dried dagaa from Lake Victoria, 1kg",
    description:
      "Sun-dried and sorted, no sand. Packed in a sealed bag.",
    category: "Food",
    condition: null,
    priceTzs: 12000,
    imageCount: 3,
  },
  {
    name: "Sunflower cooking oil 3L (Singida)",
    description:
      "Locally pressed sunflower oil, sealed container.",
    category: "Food",
    condition: "Brand New",
    priceTzs: 18000,
    imageCount: 1,
  },

  // ================================================================ Other
  {
    name: "Gas cylinder 6kg with burner (Oryx)",
    description:
      "Cylinder is about half full. Burner and regulator work well. Check your hostel rules before buying.",
    category: "Other",
    condition: "Good",
    priceTzs: 65000,
    imageCount: 3,
  },
  {
    name: "Mosquito net, 4 x 6, treated",
    description:
      "Long-lasting insecticide-treated net, still in its packet.",
    category: "Other",
    condition: "Brand New",
    priceTzs: 12000,
    imageCount: 1,
  },
  {
    name: "Drawing set: A2 board, T-square and set squares",
    description:
      "Everything architecture and civil engineering first years need for studio. The board has some tape marks.",
    category: "Other",
    condition: "Good",
    priceTzs: 35000,
    imageCount: 3,
  },
  {
    name: "Ndoo 20L and beseni set",
    description:
      "Bucket and basin for laundry and bathing. Clean, no leaks.",
    category: "Other",
    condition: "Good",
    priceTzs: 10000,
    imageCount: 1,
  },
  {
    name: "Large travel suitcase with wheels",
    description:
      "Fits a whole semester of clothes. One wheel squeaks but rolls fine, zip works.",
    category: "Other",
    condition: "Fair",
    priceTzs: 50000,
    imageCount: 2,
  },
  {
    name: "Extension cable, 5 sockets with surge protector",
    description:
      "3-metre cable with a switch. Protects your laptop during power surges.",
    category: "Other",
    condition: "Like New",
    priceTzs: 18000,
    imageCount: 1,
  },
  {
    name: "Littmann Classic III stethoscope",
    description:
      "Genuine, black tubing. Used during my clinical rotations and well cared for. Name tag removed.",
    category: "Other",
    condition: "Like New",
    priceTzs: 180000,
    imageCount: 3,
  },
  {
    name: "Laptop backpack, fits 15.6 inch",
    description:
      "Padded laptop compartment, USB charging port and rain cover. Slight fading on the straps.",
    category: "Other",
    condition: "Good",
    priceTzs: 35000,
    imageCount: 3,
  },
  {
    name: "Jiko banifu (energy-saving charcoal stove)",
    description:
      "Uses less charcoal than a normal jiko. Lining is still intact.",
    category: "Other",
    condition: "Good",
    priceTzs: 15000,
    imageCount: 1,
  },
  {
    name: "Large umbrella",
    description:
      "Strong frame that survives the masika rains. Black, automatic opening.",
    category: "Other",
    condition: "Good",
    priceTzs: 8000,
    imageCount: 1,
  },
];
