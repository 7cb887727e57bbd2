const everyMember = ['File Sharing', 'Link Sharing', 'Change Password'] as const;

/** The Secure Area's tabs each role sees, in their order. The client's unit test keeps its own list on purpose. */
export const dashboardTabLabels = {
  parent: [...everyMember, 'My family'],
  teacher: [...everyMember, 'My classes', 'Schedule', 'Site content'],
  admin: [
    ...everyMember,
    'User Management',
    'Submissions',
    'Trash',
    'Outbox',
    'Enrollments',
    'Schedule',
    'Site content',
  ],
} as const;
