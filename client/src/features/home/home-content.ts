import { contentDocument } from '../../content/content-store';

// The home page's words live in content/home.json.
export type HomeContent = {
  hero: { eyebrow: string; title: string; text: string };
  features: { title: string; text: string }[];
  about: { title: string; paragraphs: string[]; carousel: string[] };
  contact: { title: string; text: string };
};

export function homeContent(): HomeContent {
  return contentDocument<HomeContent>('home.json');
}
