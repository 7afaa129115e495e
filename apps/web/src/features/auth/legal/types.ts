export interface LegalSection {
  title: string;
  body: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
