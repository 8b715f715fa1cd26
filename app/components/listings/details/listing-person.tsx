import type { ReactNode } from "react";
import { Link } from "react-router";
import { RatingSummary } from "../../reviews/rating-summary";
import { ResponseNote } from "../../reviews/response-note";
import { PersonAvatar } from "../../shared/person-avatar";
import { Card } from "../../ui/card";
import { PhoneVerifiedBadge } from "../../verification/phone-verified-badge";
import { VerifiedStudentBadge } from "../../verification/verified-student-badge";

export interface ListingPersonData {
  id: string;
  fullName: string;
  profileImageUrl: string | null;
  /** Their university while they are a verified student ("Verified Student · UDSM"). */
  verifiedUniversity?: string | null;
  /** They confirmed their WhatsApp number by SMS code ("Phone verified"). */
  phoneVerified?: boolean;
  /** Their rating as a seller: [average, how many students], null before any review. */
  rating?: [number, number] | null;
  /** Their response record: [conversations, replied, median seconds], null on a thin record. */
  response?: [number, number, number | null] | null;
}

/** The person behind a listing (seller, landlord): who they are, and the ways to reach them. */
export function ListingPerson({
  label,
  person,
  subtitle,
  note,
  children,
}: {
  label: string;
  person: ListingPersonData;
  subtitle: ReactNode;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-label={label} padding="sm">
      <div className="flex items-center gap-3">
        <PersonAvatar name={person.fullName} imageUrl={person.profileImageUrl} />
        <div className="min-w-0">
          <Link
            to={`/user/${person.id}`}
            className="inline-flex min-h-6 items-center font-semibold text-slate-900 hover:text-brand"
          >
            {person.fullName}
          </Link>
          <p className="text-sm text-slate-600">{subtitle}</p>
          {person.rating ? (
            <RatingSummary rating={{ average: Number(person.rating[0]), count: Number(person.rating[1]) }} />
          ) : null}
          <ResponseNote record={person.response} />
          <VerifiedStudentBadge university={person.verifiedUniversity} className="mt-1" />
          <PhoneVerifiedBadge verified={person.phoneVerified} className="mt-1" />
        </div>
      </div>
      {note}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>
    </Card>
  );
}
