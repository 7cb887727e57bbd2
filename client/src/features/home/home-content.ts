import home from '../../../../content/home.json';

// The home page's words live in content/home.json.
export type HomeContent = {
  hero: { eyebrow: string; title: string; text: string };
  features: { title: string; text: string }[];
  about: { title: string; paragraphs: string[]; carousel: string[] };
  contact: { title: string; text: string };
};

export const homeContent: HomeContent = home;
