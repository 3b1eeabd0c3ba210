/** Texts of the subscription area that the spec leaves to us ("not shown"). */
export const SUBSCRIPTION_TEXT = {
  cancelRequested: 'Your cancellation request has been sent.',
  onlyPaidCancellable: 'Only a paid subscription can be cancelled.',
  nothingToCancel: 'This order has no subscription to cancel.',
  packageNotInOrder: 'This package is not part of the order.',
  stopRequested: 'Your request to stop this subscription has been received.',
  notStoppable: 'This subscription cannot be stopped here.',
  accessStopped: 'Your free access to this course has ended.',
  notFree: 'Only a free subscription can be stopped this way.',
  orderNotFound: 'This order does not exist or is not yours.',
  information: 'Information',
  order: 'Order',
  /** Rows of the Information card. */
  fields: {
    orderId: 'Order ID',
    package: 'Package',
    paymentDate: 'Payment Date',
    nextPaymentDate: 'Next Payment Date',
    subtotal: 'Subtotal',
    status: 'Status',
  },
  subscribedCourses: 'Subscribed Courses',
  stopTitle: 'Langganan',
  freeAccessTitle: 'Akses Percuma',
  freeAccessIntro: 'You are enjoying free access to this course. You can stop it at any time.',
  noFreeAccess: 'You have no free access to this course.',
  nextPayment: 'Next payment',
  backToCourse: 'Kembali ke kursus',
  /** Badge labels for the order statuses the spec does not name. */
  statusCancelled: 'CANCELLED',
  statusFailed: 'PAYMENT FAILED',
  statusExpired: 'EXPIRED',
} as const;
