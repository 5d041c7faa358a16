/** URLs of the enquiry views; every id is the opaque global id, so any view's URL can be shared. */
export const enquiryPaths = {
  search: (params?: URLSearchParams) => (params && params.size > 0 ? `/enquiries?${params.toString()}` : '/enquiries'),
  customer: (customerId: string, accountId?: string) =>
    accountId ? `/enquiries/customers/${encodeURIComponent(customerId)}/accounts/${encodeURIComponent(accountId)}` : `/enquiries/customers/${encodeURIComponent(customerId)}`,
  property: (propertyId: string) => `/enquiries/properties/${encodeURIComponent(propertyId)}`,
  meter: (meterId: string) => `/enquiries/meters/${encodeURIComponent(meterId)}`,
  connection: (connectionId: string) => `/enquiries/connections/${encodeURIComponent(connectionId)}`,
};
