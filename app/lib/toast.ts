/** A message shown briefly over the page: a title and a description. Destructive ones are announced assertively. */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
