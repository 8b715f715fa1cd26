/** Shapes of the hand-written demo content that the seed turns into rows. */
import type {
  AccommodationCategory,
  ProductCategory,
  ProductCondition,
  RoomType,
  ShopCategory,
} from "~/lib/listings/categories";

export interface CampusSeed {
  name: string; // e.g. "University of Dar es Salaam - Mlimani Main Campus"
  shortName: string; // e.g. "UDSM Mlimani"
  city: string;
  region: string;
  latitude: number; // WGS84, real location of the campus
  longitude: number;
  radiusKm: number; // the area students consider "near campus"
}

export interface SellerSeed {
  fullName: string;
  email: string; // @demo.chuo.market
  whatsappNumber: string; // 10-digit 06/07 form, one per seller (the seed marks it confirmed)
  phoneNumber: string | null;
  university: string;
  userType: "individual_seller" | "shop_owner" | "verified";
  campusShortName: string; // primary campus, must match a CampusSeed.shortName
  extraCampusShortNames: string[]; // 0-3 more
}

export interface ProductSeed {
  name: string;
  description: string;
  category: ProductCategory;
  condition: ProductCondition | null;
  priceTzs: number;
  imageCount: 1 | 2 | 3;
}

export interface AccommodationSeed {
  title: string;
  description: string;
  category: AccommodationCategory;
  roomType: RoomType;
  priceTzs: number; // monthly
  location: string; // neighbourhood, e.g. "Sinza, near UDSM"
  address: string;
  amenities: string[];
  campusShortName: string;
  imageCount: 1 | 2 | 3;
}

export interface ShopSeed {
  name: string;
  description: string;
  category: ShopCategory;
  location: string;
  address: string;
  phoneNumber: string | null;
  campusShortName: string;
  /** premium: paid and active; trial: first month running; inactive: trial used and lapsed or never started */
  subscription: "premium" | "trial" | "inactive" | "never";
  promotions: {
    title: string;
    description: string;
    type: "promotion" | "event" | "service";
    startInDays: number;
    endInDays: number;
  }[];
  events: {
    title: string;
    description: string;
    inDays: number;
    location: string;
    priceTzs: number | null;
    maxParticipants: number | null;
    currentParticipants: number;
  }[];
  services: {
    name: string;
    description: string;
    category: string;
    priceTzs: number;
    durationMinutes: number | null;
    isAvailable: boolean;
  }[];
  products: ProductSeed[];
}
