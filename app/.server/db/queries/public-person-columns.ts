import { campuses, users } from "../schema";

/** What a listing page shows of the person behind it (seller, landlord): never e-mail or phone. */
export const publicPersonColumns = {
  id: users.id,
  fullName: users.fullName,
  userType: users.userType,
  profileImageUrl: users.profileImageUrl,
  whatsappNumber: users.whatsappNumber,
  campusName: campuses.name,
};

export interface PublicPerson {
  id: string;
  fullName: string;
  userType: string;
  profileImageUrl: string | null;
  whatsappNumber: string | null;
  campusName: string | null;
}
