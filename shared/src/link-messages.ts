// The client's link form shows the same texts and limits the server answers with.

/** The longest title, URL and description taken (the messages below name them). */
export const linkLimits = { title: 200, url: 2048, description: 2000 } as const;

export const linkMessages = {
  titleRequired: 'Title is required',
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid URL',
  descriptionRequired: 'Description is required',
  categoryInvalid: 'Please choose a category: General, Resources, Curriculum, Activities or Announcements',
  titleTooLong: 'Title must be at most 200 characters',
  urlTooLong: 'URL must be at most 2048 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  noToken: 'Authentication token not found',
  shareForbidden: 'Only teachers and admins can share links',
  deleteForbidden: 'Only teachers and admins can delete links',
  notFound: 'Link not found',
  linkIdRequired: 'Link ID is required',
} as const;
