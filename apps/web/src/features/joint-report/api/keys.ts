/** Every query of the joint reports starts here (under the joint exam's own key, so invalidating a joint exam refreshes them). */
export const jointReportKey = (jointId: number) => ['joint', jointId, 'report'] as const;
