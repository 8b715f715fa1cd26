import type { ReactNode } from "react";
import { Link } from "react-router";
import { PersonAvatar } from "../person-avatar";
import { Card } from "../ui/card";

export interface ListingPersonData {
  id: string;
  fullName: string;
  profileImageUrl: string | null;
}

/** The person behind a listing (seller, landlord): who they are, and the ways to reach them. */
export function ListingPerson({ label, person, subtitle, note, children }: { label: string; person: ListingPersonData; subtitle: ReactNode; note?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" aria-label={label} padding="sm">
      <div className="flex items-center gap-3">
        <PersonAvatar name={person.fullName} imageUrl={person.profileImageUrl} />
        <div className="min-w-0">
          <Link to={`/user/${person.id}`} className="inline-flex min-h-6 items-center font-semibold text-slate-900 hover:text-brand">
            {person.fullName}
          </Link>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
      </div>
      {note}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>
    </Card>
  );
}
