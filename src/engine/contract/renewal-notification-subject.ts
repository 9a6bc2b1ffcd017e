/** The notification that tells where a funded application's renewal stands (spec 02 section 4); apart from the schemas, for the web app. */
export const RENEWAL_NOTIFICATION_SUBJECT = 'APPLICATION_RENEWAL';
