/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment FamilyAgreementTermFields on FamilyAgreementTerm {\n    termKey\n    termName\n    documents {\n      id\n      kind\n      title\n      version\n      text\n      signature {\n        signerName\n        signedAt\n        version\n      }\n    }\n    waiting {\n      placementId\n      studentName\n      classTitle\n    }\n  }\n": typeof types.FamilyAgreementTermFieldsFragmentDoc,
    "\n  query MyAgreements {\n    myAgreements {\n      ...FamilyAgreementTermFields\n    }\n  }\n": typeof types.MyAgreementsDocument,
    "\n  mutation SignAgreement($input: SignAgreementInput!) {\n    signAgreement(input: $input) {\n      ...FamilyAgreementTermFields\n    }\n  }\n": typeof types.SignAgreementDocument,
    "\n  fragment AgreementDocumentFields on AgreementDocument {\n    id\n    termKey\n    kind\n    title\n    version\n    text\n    versionAt\n    withdrawnAt\n    signatures {\n      householdId\n      householdName\n      signerName\n      signedAt\n      version\n    }\n    unsigned {\n      householdId\n      householdName\n    }\n  }\n": typeof types.AgreementDocumentFieldsFragmentDoc,
    "\n  query AgreementTerms {\n    agreementTerms {\n      key\n      name\n    }\n  }\n": typeof types.AgreementTermsDocument,
    "\n  query AgreementDocuments($termKey: String!) {\n    agreementDocuments(termKey: $termKey) {\n      ...AgreementDocumentFields\n    }\n  }\n": typeof types.AgreementDocumentsDocument,
    "\n  mutation CreateAgreementDocument($input: CreateAgreementDocumentInput!) {\n    createAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n": typeof types.CreateAgreementDocumentDocument,
    "\n  mutation UpdateAgreementDocument($input: UpdateAgreementDocumentInput!) {\n    updateAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n": typeof types.UpdateAgreementDocumentDocument,
    "\n  mutation WithdrawAgreementDocument($documentId: ID!) {\n    withdrawAgreementDocument(documentId: $documentId) {\n      ...AgreementDocumentFields\n    }\n  }\n": typeof types.WithdrawAgreementDocumentDocument,
    "\n  query AbsenceChoices {\n    absenceChoices {\n      studentId\n      studentName\n      days {\n        date\n        classes {\n          classKey\n          title\n          start\n        }\n      }\n    }\n    myAbsenceReports {\n      id\n      studentId\n      studentName\n      date\n      classes {\n        classKey\n        title\n        start\n      }\n      note\n      reportedAt\n    }\n  }\n": typeof types.AbsenceChoicesDocument,
    "\n  mutation ReportAbsence($input: ReportAbsenceInput!) {\n    reportAbsence(input: $input) {\n      id\n    }\n  }\n": typeof types.ReportAbsenceDocument,
    "\n  mutation WithdrawAbsenceReport($id: ID!) {\n    withdrawAbsenceReport(id: $id)\n  }\n": typeof types.WithdrawAbsenceReportDocument,
    "\n  query AttendanceChoices {\n    attendanceChoices {\n      classes {\n        classKey\n        title\n        meetings {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n      }\n      openClassKey\n      openDate\n    }\n  }\n": typeof types.AttendanceChoicesDocument,
    "\n  query AttendanceDay($date: String) {\n    attendanceDay(date: $date) {\n      date\n      meetings {\n        classKey\n        title\n        meeting {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n        onRoster\n        present\n        absent\n        late\n        notMarked\n        reportedAbsent\n      }\n    }\n  }\n": typeof types.AttendanceDayDocument,
    "\n  query AttendanceStudents($search: String!) {\n    attendanceStudents(search: $search) {\n      studentId\n      studentName\n      classes\n    }\n  }\n": typeof types.AttendanceStudentsDocument,
    "\n  query AttendanceRecord($studentId: ID!) {\n    attendanceRecord(studentId: $studentId) {\n      studentId\n      studentName\n      lines {\n        date\n        classKey\n        title\n        status\n        markedByName\n        markedAt\n      }\n      present\n      absent\n      late\n    }\n  }\n": typeof types.AttendanceRecordDocument,
    "\n  query AttendanceRoster($classKey: String!, $date: String!) {\n    attendanceRoster(classKey: $classKey, date: $date) {\n      classKey\n      title\n      meeting {\n        date\n        start\n        end\n        location\n        cancelled\n      }\n      lines {\n        placementId\n        studentName\n        status\n        markedByName\n        markedAt\n        reportedAbsent\n        reportNote\n      }\n    }\n  }\n": typeof types.AttendanceRosterDocument,
    "\n  query Attention {\n    attention {\n      kind\n      text\n      href\n      done\n    }\n  }\n": typeof types.AttentionDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      passwordResetRequired\n      user {\n        id\n        email\n        name\n        role\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query BackupStatus {\n    backupStatus {\n      schedule\n      timeZone\n      nextAt\n      place\n      lastRun {\n        day\n        startedAt\n        finishedAt\n        outcome\n        size\n        error\n      }\n      lastSuccess {\n        day\n        startedAt\n        finishedAt\n        size\n      }\n      problem {\n        kind\n        run {\n          day\n          startedAt\n          finishedAt\n          error\n        }\n      }\n    }\n  }\n": typeof types.BackupStatusDocument,
    "\n  query FamilyMaterials {\n    familyMaterials {\n      classKey\n      grade\n      title\n      files {\n        id\n        original_name\n        size\n        uploader_name\n        uploaded_at\n        url\n      }\n      links {\n        id\n        title\n        url\n        description\n        sharedBy\n        sharedAt\n      }\n    }\n  }\n": typeof types.FamilyMaterialsDocument,
    "\n  query ShareAudiences {\n    shareAudiences {\n      classes {\n        key\n        title\n      }\n      grades\n    }\n  }\n": typeof types.ShareAudiencesDocument,
    "\n  query ListVersions {\n    listVersions {\n      users\n      files\n      links\n      trash\n      submissions\n      outbox\n    }\n  }\n": typeof types.ListVersionsDocument,
    "\n  query Directory($search: String) {\n    directory(search: $search) {\n      id\n      name\n      phone\n      guardians {\n        name\n        email\n      }\n      children {\n        firstName\n        grade\n      }\n    }\n  }\n": typeof types.DirectoryDocument,
    "\n  query MyDirectoryListing {\n    myDirectoryListing {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n": typeof types.MyDirectoryListingDocument,
    "\n  mutation SetMyDirectoryListing($input: DirectoryListingInput!) {\n    setMyDirectoryListing(input: $input) {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n": typeof types.SetMyDirectoryListingDocument,
    "\n  mutation AddHouseholdStudent($input: AddHouseholdStudentInput!) {\n    addHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.AddHouseholdStudentDocument,
    "\n  query ApprovedTeachers($first: Int) {\n    userConnection(role: teacher, group: approved, sort: NAME_ASC, first: $first) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.ApprovedTeachersDocument,
    "\n  fragment PlacementEventFields on PlacementEvent {\n    at\n    from\n    to\n    by\n    reason\n  }\n": typeof types.PlacementEventFieldsFragmentDoc,
    "\n  fragment RosterEntryFields on RosterEntry {\n    placementId\n    status\n    since\n    waitlistPosition\n    reason\n    studentName\n    studentAge\n    studentBirthday\n    studentAllergies\n    studentMedicalNotes\n    emergencyContacts {\n      name\n      relationship\n      phone\n    }\n    pickupAdults\n    parentName\n    parentEmail\n    parentPhone\n    history {\n      ...PlacementEventFields\n    }\n  }\n": typeof types.RosterEntryFieldsFragmentDoc,
    "\n  query ClassRoster($classKey: String!, $includePast: Boolean!) {\n    classRoster(classKey: $classKey, includePast: $includePast) {\n      ...RosterEntryFields\n    }\n  }\n": typeof types.ClassRosterDocument,
    "\n  fragment ClassEnrollmentFields on ClassEnrollment {\n    classKey\n    title\n    group\n    groupTitle\n    seats\n    held\n    confirmed\n    waitlisted\n    teachers {\n      id\n      name\n    }\n  }\n": typeof types.ClassEnrollmentFieldsFragmentDoc,
    "\n  query EnrollmentClasses {\n    enrollmentClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n": typeof types.EnrollmentClassesDocument,
    "\n  mutation EnrollmentsSeen {\n    enrollmentsSeen\n  }\n": typeof types.EnrollmentsSeenDocument,
    "\n  query HouseholdInvitation($token: String!) {\n    householdInvitation(token: $token) {\n      householdName\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n\n  mutation AcceptGuardianInvitation($token: String!) {\n    acceptGuardianInvitation(token: $token) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.HouseholdInvitationDocument,
    "\n  fragment OfficeHouseholdFields on Household {\n    ...HouseholdFields\n    formAddresses\n    history {\n      id\n      at\n      text\n    }\n    students {\n      id\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n\n  query Household($id: ID!) {\n    household(id: $id) {\n      ...OfficeHouseholdFields\n    }\n  }\n": typeof types.OfficeHouseholdFieldsFragmentDoc,
    "\n  fragment HouseholdSummaryFields on Household {\n    id\n    name\n    guardians {\n      userId\n      name\n    }\n    students {\n      id\n      fullName\n      grade\n      placements {\n        placementId\n        status\n      }\n    }\n  }\n\n  query Households($search: String) {\n    households(search: $search) {\n      ...HouseholdSummaryFields\n    }\n  }\n": typeof types.HouseholdSummaryFieldsFragmentDoc,
    "\n  mutation InviteGuardian($householdId: ID!, $email: String!) {\n    inviteGuardian(householdId: $householdId, email: $email) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.InviteGuardianDocument,
    "\n  mutation MergeHouseholds($keepId: ID!, $mergeId: ID!) {\n    mergeHouseholds(keepId: $keepId, mergeId: $mergeId) {\n      ...OfficeHouseholdFields\n    }\n  }\n": typeof types.MergeHouseholdsDocument,
    "\n  query MyClasses {\n    myClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n": typeof types.MyClassesDocument,
    "\n  query MyFamily {\n    myFamily {\n      studentName\n      studentBirthday\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n": typeof types.MyFamilyDocument,
    "\n  fragment HouseholdFields on Household {\n    id\n    name\n    address\n    homePhone\n    guardians {\n      userId\n      name\n      email\n      emailConfirmed\n    }\n    invitations {\n      id\n      email\n      invitedBy\n      expiresAt\n    }\n    students {\n      id\n      fullName\n      birthday\n      grade\n      allergies\n      medicalNotes\n      emergencyContacts {\n        name\n        relationship\n        phone\n      }\n      pickupAdults\n    }\n  }\n\n  query MyHousehold {\n    myHousehold {\n      ...HouseholdFields\n    }\n  }\n": typeof types.HouseholdFieldsFragmentDoc,
    "\n  query OfficeSettings {\n    officeSettings {\n      placementNotices\n    }\n  }\n": typeof types.OfficeSettingsDocument,
    "\n  mutation OverrideEligibility($input: EligibilityOverrideInput!) {\n    overrideEligibility(input: $input) {\n      id\n      classKey\n      classTitle\n      studentName\n      reason\n      by\n      at\n    }\n  }\n": typeof types.OverrideEligibilityDocument,
    "\n  query ReenrollmentOffers {\n    reenrollmentOffers {\n      termKey\n      termName\n      open\n      waitlistOnly\n      notice\n      students {\n        studentId\n        name\n        missing\n        enrolled {\n          classKey\n          title\n          status\n        }\n        offered {\n          classKey\n          follows\n          kind\n          title\n          meets\n          seatsLeft\n          waitlisted\n          refusal\n        }\n      }\n    }\n  }\n": typeof types.ReenrollmentOffersDocument,
    "\n  mutation Reenroll($termKey: String!, $choices: [ReenrollmentChoice!]!) {\n    reenroll(termKey: $termKey, choices: $choices) {\n      studentId\n      name\n      placements {\n        classKey\n        title\n        status\n        position\n      }\n      refusals {\n        classKey\n        message\n      }\n    }\n  }\n": typeof types.ReenrollDocument,
    "\n  mutation RestorePlacement($placementId: ID!) {\n    restorePlacement(placementId: $placementId) {\n      ...RosterEntryFields\n    }\n  }\n": typeof types.RestorePlacementDocument,
    "\n  query RosterSearch($search: String!) {\n    rosterSearch(search: $search) {\n      classKey\n      classTitle\n      ...RosterEntryFields\n    }\n  }\n": typeof types.RosterSearchDocument,
    "\n  mutation SendVerificationLink {\n    sendVerificationLink\n  }\n": typeof types.SendVerificationLinkDocument,
    "\n  mutation SetClassSeats($classKey: String!, $seats: Int!) {\n    setClassSeats(classKey: $classKey, seats: $seats) {\n      ...ClassEnrollmentFields\n    }\n  }\n": typeof types.SetClassSeatsDocument,
    "\n  mutation SetClassTeachers($classKey: String!, $teacherIds: [ID!]!) {\n    setClassTeachers(classKey: $classKey, teacherIds: $teacherIds) {\n      ...ClassEnrollmentFields\n    }\n  }\n": typeof types.SetClassTeachersDocument,
    "\n  mutation SetPlacementNotices($choice: PlacementNotices!) {\n    setPlacementNotices(choice: $choice) {\n      placementNotices\n    }\n  }\n": typeof types.SetPlacementNoticesDocument,
    "\n  mutation SetPlacementStatus($placementId: ID!, $status: PlacementStatus!, $reason: String) {\n    setPlacementStatus(placementId: $placementId, status: $status, reason: $reason) {\n      ...RosterEntryFields\n    }\n  }\n": typeof types.SetPlacementStatusDocument,
    "\n  mutation UpdateHouseholdStudent($input: UpdateHouseholdStudentInput!) {\n    updateHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.UpdateHouseholdStudentDocument,
    "\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.UpdateHouseholdDocument,
    "\n  mutation WithdrawGuardianInvitation($invitationId: ID!) {\n    withdrawGuardianInvitation(invitationId: $invitationId) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.WithdrawGuardianInvitationDocument,
    "\n  mutation WithdrawMyPlacement($placementId: ID!) {\n    withdrawMyPlacement(placementId: $placementId) {\n      placementId\n      status\n    }\n  }\n": typeof types.WithdrawMyPlacementDocument,
    "\n  query MyAccount {\n    myAccount {\n      householdId\n      householdName\n      householdAddress\n      asOf\n      balance\n      dueNow\n      lines {\n        id\n        kind\n        amount\n        description\n        termName\n        occurredOn\n        reversed\n        balanceAfter\n      }\n      due {\n        dueOn\n        label\n        amount\n        paid\n        remaining\n      }\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  query OnlinePaymentsEnabled {\n    onlinePaymentsEnabled\n  }\n": typeof types.OnlinePaymentsEnabledDocument,
    "\n  mutation StartCheckout($amount: CheckoutAmount!) {\n    startCheckout(amount: $amount) {\n      sessionId\n      url\n      amount\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query CheckoutResult($sessionId: ID!) {\n    checkoutResult(sessionId: $sessionId) {\n      sessionId\n      paid\n      amount\n    }\n  }\n": typeof types.CheckoutResultDocument,
    "\n  fragment FeeSettingsFields on FeeSettings {\n    termKey\n    termName\n    policy {\n      termKey\n      dues\n      secondChildPercent\n      laterChildPercent\n      installments {\n        dueOn\n        percent\n      }\n      feesKeptAfter\n      depositReleaseDays\n      instructorPercent\n    }\n    classes {\n      classKey\n      title\n      classFee\n      supplyFee\n      deposit\n    }\n  }\n": typeof types.FeeSettingsFieldsFragmentDoc,
    "\n  query FeeTerms {\n    terms {\n      key\n      name\n    }\n  }\n": typeof types.FeeTermsDocument,
    "\n  query FeeSettings($termKey: String!) {\n    feeSettings(termKey: $termKey) {\n      ...FeeSettingsFields\n    }\n  }\n": typeof types.FeeSettingsDocument,
    "\n  mutation SaveTermFees($input: TermFeesInput!) {\n    saveTermFees(input: $input) {\n      ...FeeSettingsFields\n    }\n  }\n": typeof types.SaveTermFeesDocument,
    "\n  mutation SaveClassFees($termKey: String!, $classes: [ClassFeesInput!]!) {\n    saveClassFees(termKey: $termKey, classes: $classes) {\n      ...FeeSettingsFields\n    }\n  }\n": typeof types.SaveClassFeesDocument,
    "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n": typeof types.DeleteFileDocument,
    "\n  fragment SharedFileFields on SharedFile {\n    id\n    original_name\n    size\n    visibility\n    audience {\n      label\n    }\n    uploader_name\n    uploaded_at\n    url\n  }\n": typeof types.SharedFileFieldsFragmentDoc,
    "\n  query FileConnection($first: Int, $after: String, $sort: FileSort, $visibility: Visibility, $search: String) {\n    fileConnection(first: $first, after: $after, sort: $sort, visibility: $visibility, search: $search) {\n      edges {\n        node {\n          ...SharedFileFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.FileConnectionDocument,
    "\n  mutation UploadFile($file: Upload!, $visibility: Visibility!, $classKey: String, $grade: Int) {\n    uploadFile(file: $file, visibility: $visibility, classKey: $classKey, grade: $grade) {\n      ...SharedFileFields\n    }\n  }\n": typeof types.UploadFileDocument,
    "\n  mutation DeleteLink($id: ID!) {\n    deleteLink(id: $id)\n  }\n": typeof types.DeleteLinkDocument,
    "\n  fragment SharedLinkFields on SharedLink {\n    id\n    title\n    url\n    description\n    category\n    visibility\n    audience {\n      label\n    }\n    sharedBy\n    sharedAt\n  }\n": typeof types.SharedLinkFieldsFragmentDoc,
    "\n  query LinkConnection(\n    $first: Int\n    $after: String\n    $sort: LinkSort\n    $visibility: Visibility\n    $category: LinkCategory\n    $search: String\n  ) {\n    linkConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      visibility: $visibility\n      category: $category\n      search: $search\n    ) {\n      edges {\n        node {\n          ...SharedLinkFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.LinkConnectionDocument,
    "\n  mutation ShareLink($input: ShareLinkInput!) {\n    shareLink(input: $input) {\n      ...SharedLinkFields\n    }\n  }\n": typeof types.ShareLinkDocument,
    "\n  fragment AudienceFields on AnnouncementAudience {\n    kind\n    classKey\n    grade\n    group\n    condition\n    label\n  }\n": typeof types.AudienceFieldsFragmentDoc,
    "\n  query AnnouncementAudiences {\n    announcementAudiences {\n      audience {\n        ...AudienceFields\n      }\n    }\n  }\n": typeof types.AnnouncementAudiencesDocument,
    "\n  fragment ReachFields on AnnouncementReach {\n    households\n    addresses\n    accounts\n    stopped\n  }\n": typeof types.ReachFieldsFragmentDoc,
    "\n  query AnnouncementReach($audience: AnnouncementAudienceInput!) {\n    announcementReach(audience: $audience) {\n      ...ReachFields\n    }\n  }\n": typeof types.AnnouncementReachDocument,
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    ref\n    subject\n    audience {\n      ...AudienceFields\n    }\n    author\n    state\n    createdAt\n    sendAt\n    sentAt\n    urgent\n    noticeUntil\n    reach {\n      ...ReachFields\n    }\n    delivery {\n      queued\n      sent\n      failed\n    }\n  }\n": typeof types.AnnouncementFieldsFragmentDoc,
    "\n  query Announcements($first: Int, $after: String) {\n    announcements(first: $first, after: $after) {\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.CancelAnnouncementDocument,
    "\n  fragment InboxFields on InboxAnnouncement {\n    id\n    subject\n    body\n    author\n    sentAt\n    urgent\n    read\n  }\n": typeof types.InboxFieldsFragmentDoc,
    "\n  query Inbox($first: Int, $after: String) {\n    inbox(first: $first, after: $after) {\n      edges {\n        node {\n          ...InboxFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.InboxDocument,
    "\n  mutation MarkAnnouncementRead($id: ID!, $read: Boolean!) {\n    markAnnouncementRead(id: $id, read: $read) {\n      ...InboxFields\n    }\n  }\n": typeof types.MarkAnnouncementReadDocument,
    "\n  mutation SendAnnouncement($input: SendAnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.SendAnnouncementDocument,
    "\n  fragment OfficeAccountFields on OfficeAccount {\n    householdId\n    name\n    balance\n    dueNow\n    lines {\n      id\n      kind\n      amount\n      description\n      occurredOn\n      method\n      reference\n      note\n      createdByName\n      reversesId\n      reversedById\n      reversible\n    }\n    due {\n      dueOn\n      label\n      amount\n      paid\n      remaining\n    }\n  }\n": typeof types.OfficeAccountFieldsFragmentDoc,
    "\n  query OfficeAccounts($search: String) {\n    officeAccounts(search: $search) {\n      householdId\n      name\n      students\n      balance\n    }\n  }\n": typeof types.OfficeAccountsDocument,
    "\n  query OfficeAccount($householdId: ID!) {\n    officeAccount(householdId: $householdId) {\n      ...OfficeAccountFields\n    }\n  }\n": typeof types.OfficeAccountDocument,
    "\n  query AccountTerms {\n    terms {\n      key\n      name\n    }\n  }\n": typeof types.AccountTermsDocument,
    "\n  mutation RecordOfficePayment($input: OfficeMoneyInput!) {\n    recordOfficePayment(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n": typeof types.RecordOfficePaymentDocument,
    "\n  mutation RecordOfficeRefund($input: OfficeMoneyInput!) {\n    recordOfficeRefund(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n": typeof types.RecordOfficeRefundDocument,
    "\n  mutation GrantAccountCredit($input: OfficeCreditInput!) {\n    grantAccountCredit(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n": typeof types.GrantAccountCreditDocument,
    "\n  mutation ReverseAccountLine($householdId: ID!, $lineId: ID!, $note: String) {\n    reverseAccountLine(householdId: $householdId, lineId: $lineId, note: $note) {\n      ...OfficeAccountFields\n    }\n  }\n": typeof types.ReverseAccountLineDocument,
    "\n  mutation RefundCardPayment($transactionId: ID!, $amount: Int!) {\n    refundCardPayment(transactionId: $transactionId, amount: $amount) {\n      refundId\n      amount\n      householdId\n    }\n  }\n": typeof types.RefundCardPaymentDocument,
    "\n  query OutboxMessages($first: Int, $after: String, $ref: String, $state: OutboxMessageState) {\n    outboxMessages(first: $first, after: $after, ref: $ref, state: $state) {\n      edges {\n        node {\n          id\n          kind\n          recipient\n          subject\n          state\n          tries\n          createdAt\n          sentAt\n          lastError\n          text\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id)\n  }\n": typeof types.RetryOutboxMessageDocument,
    "\n  query FormSubmissions {\n    classRequests: formSubmissions(form: class_request) {\n      ...SubmissionFields\n    }\n    teacherApplications: formSubmissions(form: teacher_application) {\n      ...SubmissionFields\n    }\n  }\n\n  fragment SubmissionFields on FormSubmission {\n    id\n    form\n    submittedAt\n    fields {\n      name\n      label\n      value\n    }\n  }\n": typeof types.FormSubmissionsDocument,
    "\n  fragment TermFields on Term {\n    key\n    name\n    start\n    end\n    first\n    classCount\n    notice\n    registration {\n      returning\n      everyone\n      closes\n      waitlistWhenClosed\n    }\n  }\n": typeof types.TermFieldsFragmentDoc,
    "\n  query Terms {\n    terms {\n      ...TermFields\n    }\n  }\n": typeof types.TermsDocument,
    "\n  mutation RollOverTerm($from: String!, $name: String!, $start: String!) {\n    rollOverTerm(from: $from, name: $name, start: $start) {\n      ...TermFields\n    }\n  }\n": typeof types.RollOverTermDocument,
    "\n  mutation SetTermRegistration($termKey: String!, $windows: RegistrationWindowsInput) {\n    setTermRegistration(termKey: $termKey, windows: $windows) {\n      ...TermFields\n    }\n  }\n": typeof types.SetTermRegistrationDocument,
    "\n  mutation RestoreTrashedItem($kind: TrashKind!, $id: ID!) {\n    restoreTrashedItem(kind: $kind, id: $id)\n  }\n": typeof types.RestoreTrashedItemDocument,
    "\n  query TrashedItems {\n    trashedItems {\n      id\n      kind\n      name\n      owner\n      deletedBy\n      deletedAt\n      purgeAt\n    }\n  }\n": typeof types.TrashedItemsDocument,
    "\n  fragment TreasurerBalanceFields on TreasurerBalance {\n    householdId\n    householdName\n    charges\n    discounts\n    payments\n    balance\n  }\n": typeof types.TreasurerBalanceFieldsFragmentDoc,
    "\n  fragment TreasurerAgingFields on TreasurerAging {\n    householdId\n    householdName\n    buckets\n    owed\n  }\n": typeof types.TreasurerAgingFieldsFragmentDoc,
    "\n  fragment TreasurerPaymentFields on TreasurerPaymentPeriod {\n    month\n    method\n    received\n    refunded\n    net\n  }\n": typeof types.TreasurerPaymentFieldsFragmentDoc,
    "\n  query TreasurerReport {\n    treasurerReport {\n      asOf\n      balances {\n        ...TreasurerBalanceFields\n      }\n      balanceTotal {\n        ...TreasurerBalanceFields\n      }\n      aging {\n        ...TreasurerAgingFields\n      }\n      agingTotal {\n        ...TreasurerAgingFields\n      }\n      payments {\n        ...TreasurerPaymentFields\n      }\n      paymentTotal {\n        ...TreasurerPaymentFields\n      }\n      instructors {\n        userId\n        instructorName\n        termKey\n        termName\n        classKey\n        classTitle\n        classFees\n        percent\n        teachers\n        owed\n      }\n      instructorTotal\n    }\n  }\n": typeof types.TreasurerReportDocument,
    "\n  mutation ApproveUser($userId: ID!, $role: Role!) {\n    approveUser(userId: $userId, role: $role) {\n      ...UserStandingFields\n    }\n  }\n": typeof types.ApproveUserDocument,
    "\n  mutation ChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.ChangeUserRoleDocument,
    "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      files\n      links\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation ForcePasswordReset($userId: ID!) {\n    forcePasswordReset(userId: $userId) {\n      tempPassword\n    }\n  }\n": typeof types.ForcePasswordResetDocument,
    "\n  mutation RejectUser($userId: ID!) {\n    rejectUser(userId: $userId) {\n      id\n      status\n    }\n  }\n": typeof types.RejectUserDocument,
    "\n  fragment UserStandingFields on User {\n    id\n    role\n    status\n    approvedAt\n    approvedByName\n  }\n": typeof types.UserStandingFieldsFragmentDoc,
    "\n  query UserConnection($group: AccountGroup, $search: String, $first: Int, $after: String) {\n    userConnection(group: $group, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...UserStandingFields\n          name\n          email\n          emailVerified\n          createdAt\n          # Shown only for the accounts waiting: one read for the whole page, so asked of every group alike.\n          enrolledStudents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.UserConnectionDocument,
    "\n  query AccountCounts {\n    accountCounts {\n      pending\n      approved\n      rejected\n    }\n  }\n": typeof types.AccountCountsDocument,
    "\n  query DutyTerms {\n    terms {\n      key\n      name\n    }\n  }\n": typeof types.DutyTermsDocument,
    "\n  fragment VolunteerRoleFields on VolunteerRole {\n    id\n    name\n    description\n    people\n    minAge\n    needsBackgroundCheck\n    perClass\n    retired\n  }\n": typeof types.VolunteerRoleFieldsFragmentDoc,
    "\n  query VolunteerDuties($termKey: String!) {\n    volunteerDuties(termKey: $termKey) {\n      termKey\n      termName\n      policy {\n        termKey\n        quotaMinutes\n        hourlyRate\n        signupOpens\n        signupCloses\n        autoAssignDays\n      }\n      roles {\n        ...VolunteerRoleFields\n      }\n      households {\n        householdId\n        name\n        quotaMinutes\n      }\n      exemptions {\n        householdId\n        householdName\n        quotaMinutes\n        reason\n        byName\n      }\n      guardians {\n        userId\n        name\n        householdName\n        check {\n          checkedOn\n          expiresOn\n          note\n          byName\n        }\n      }\n      slots {\n        id\n        roleId\n        roleName\n        date\n        start\n        end\n        classKey\n        classTitle\n        people\n        held\n        holders\n      }\n    }\n  }\n": typeof types.VolunteerDutiesDocument,
    "\n  mutation AddVolunteerRole($input: VolunteerRoleInput!) {\n    addVolunteerRole(input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n": typeof types.AddVolunteerRoleDocument,
    "\n  mutation SaveVolunteerRole($id: String!, $input: VolunteerRoleInput!) {\n    saveVolunteerRole(id: $id, input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n": typeof types.SaveVolunteerRoleDocument,
    "\n  mutation RetireVolunteerRole($id: String!, $retired: Boolean!) {\n    retireVolunteerRole(id: $id, retired: $retired) {\n      ...VolunteerRoleFields\n    }\n  }\n": typeof types.RetireVolunteerRoleDocument,
    "\n  mutation SaveVolunteerTerm($input: VolunteerTermInput!) {\n    saveVolunteerTerm(input: $input) {\n      termKey\n      quotaMinutes\n      hourlyRate\n      signupOpens\n      signupCloses\n      autoAssignDays\n    }\n  }\n": typeof types.SaveVolunteerTermDocument,
    "\n  mutation SaveVolunteerExemption($input: VolunteerExemptionInput!) {\n    saveVolunteerExemption(input: $input) {\n      householdId\n    }\n  }\n": typeof types.SaveVolunteerExemptionDocument,
    "\n  mutation RemoveVolunteerExemption($termKey: String!, $householdId: String!) {\n    removeVolunteerExemption(termKey: $termKey, householdId: $householdId)\n  }\n": typeof types.RemoveVolunteerExemptionDocument,
    "\n  mutation SaveBackgroundCheck($input: BackgroundCheckInput!) {\n    saveBackgroundCheck(input: $input) {\n      userId\n    }\n  }\n": typeof types.SaveBackgroundCheckDocument,
    "\n  mutation RemoveBackgroundCheck($userId: String!) {\n    removeBackgroundCheck(userId: $userId)\n  }\n": typeof types.RemoveBackgroundCheckDocument,
    "\n  mutation GenerateVolunteerSlots($input: GenerateSlotsInput!) {\n    generateVolunteerSlots(input: $input)\n  }\n": typeof types.GenerateVolunteerSlotsDocument,
    "\n  mutation SaveVolunteerSlot($input: VolunteerSlotInput!) {\n    saveVolunteerSlot(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveVolunteerSlotDocument,
    "\n  mutation DeleteVolunteerSlot($id: String!) {\n    deleteVolunteerSlot(id: $id)\n  }\n": typeof types.DeleteVolunteerSlotDocument,
    "\n  fragment VolunteerCheckinFields on VolunteerCheckin {\n    signupId\n    householdId\n    householdName\n    volunteerName\n    roleName\n    date\n    start\n    end\n    checkedInAt\n    checkedOutAt\n    workedMinutes\n    missingOut\n  }\n": typeof types.VolunteerCheckinFieldsFragmentDoc,
    "\n  query VolunteerCheckins($date: String) {\n    volunteerCheckins(date: $date) {\n      today\n      signups {\n        ...VolunteerCheckinFields\n      }\n    }\n  }\n": typeof types.VolunteerCheckinsDocument,
    "\n  fragment VolunteerHoursFields on VolunteerHoursLedger {\n    termKey\n    termName\n    termEnded\n    hourlyRate\n    households {\n      householdId\n      name\n      requiredMinutes\n      signedUpMinutes\n      workedMinutes\n      shortMinutes\n      shortCharge\n      missingOut\n      settlement {\n        outcome\n        shortMinutes\n        amount\n        reason\n        byName\n      }\n      signups {\n        signupId\n        volunteerName\n        roleName\n        date\n        start\n        end\n        minutes\n        workedMinutes\n        missingOut\n        ended\n        correction {\n          minutes\n          reason\n          byName\n        }\n      }\n    }\n  }\n": typeof types.VolunteerHoursFieldsFragmentDoc,
    "\n  query VolunteerHours {\n    volunteerHours {\n      ...VolunteerHoursFields\n    }\n  }\n": typeof types.VolunteerHoursDocument,
    "\n  mutation CorrectVolunteerHours($input: VolunteerHoursCorrectionInput!) {\n    correctVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n": typeof types.CorrectVolunteerHoursDocument,
    "\n  mutation SettleVolunteerHours($input: VolunteerSettlementInput!) {\n    settleVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n": typeof types.SettleVolunteerHoursDocument,
    "\n  query VolunteerSignupBoard {\n    volunteerSignupBoard {\n      termKey\n      termName\n      quotaMinutes\n      signedUpMinutes\n      everyoneHasShare\n      people {\n        kind\n        id\n        name\n        householdId\n        householdName\n      }\n      slots {\n        id\n        date\n        start\n        end\n        roleName\n        roleDescription\n        people\n        placesLeft\n        offeredIds\n        signups {\n          id\n          householdId\n          householdName\n          volunteerKind\n          volunteerId\n          volunteerName\n          source\n          offered\n        }\n      }\n    }\n  }\n": typeof types.VolunteerSignupBoardDocument,
    "\n  query VolunteerSwaps {\n    volunteerSwaps {\n      offerId\n      date\n      start\n      end\n      roleName\n      offeredBy\n      offeredHousehold\n      offeredAt\n      takenBy\n      takenHousehold\n      takenAt\n    }\n  }\n": typeof types.VolunteerSwapsDocument,
    "\n  mutation SignUpForSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    signUpForSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n": typeof types.SignUpForSlotDocument,
    "\n  mutation TakeOfferedSignup($signupId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    takeOfferedSignup(signupId: $signupId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n": typeof types.TakeOfferedSignupDocument,
    "\n  mutation CancelSignup($signupId: ID!) {\n    cancelSignup(signupId: $signupId) {\n      id\n    }\n  }\n": typeof types.CancelSignupDocument,
    "\n  mutation OfferSignup($signupId: ID!) {\n    offerSignup(signupId: $signupId) {\n      id\n    }\n  }\n": typeof types.OfferSignupDocument,
    "\n  mutation WithdrawSignupOffer($signupId: ID!) {\n    withdrawSignupOffer(signupId: $signupId) {\n      id\n    }\n  }\n": typeof types.WithdrawSignupOfferDocument,
    "\n  mutation FillSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    fillSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n": typeof types.FillSlotDocument,
    "\n  mutation RemoveSignup($signupId: ID!, $reason: String!) {\n    removeSignup(signupId: $signupId, reason: $reason) {\n      id\n    }\n  }\n": typeof types.RemoveSignupDocument,
    "\n  mutation AutoAssignDay($date: String!) {\n    autoAssignDay(date: $date) {\n      date\n      assigned {\n        id\n      }\n    }\n  }\n": typeof types.AutoAssignDayDocument,
};
const documents: Documents = {
    "\n  fragment FamilyAgreementTermFields on FamilyAgreementTerm {\n    termKey\n    termName\n    documents {\n      id\n      kind\n      title\n      version\n      text\n      signature {\n        signerName\n        signedAt\n        version\n      }\n    }\n    waiting {\n      placementId\n      studentName\n      classTitle\n    }\n  }\n": types.FamilyAgreementTermFieldsFragmentDoc,
    "\n  query MyAgreements {\n    myAgreements {\n      ...FamilyAgreementTermFields\n    }\n  }\n": types.MyAgreementsDocument,
    "\n  mutation SignAgreement($input: SignAgreementInput!) {\n    signAgreement(input: $input) {\n      ...FamilyAgreementTermFields\n    }\n  }\n": types.SignAgreementDocument,
    "\n  fragment AgreementDocumentFields on AgreementDocument {\n    id\n    termKey\n    kind\n    title\n    version\n    text\n    versionAt\n    withdrawnAt\n    signatures {\n      householdId\n      householdName\n      signerName\n      signedAt\n      version\n    }\n    unsigned {\n      householdId\n      householdName\n    }\n  }\n": types.AgreementDocumentFieldsFragmentDoc,
    "\n  query AgreementTerms {\n    agreementTerms {\n      key\n      name\n    }\n  }\n": types.AgreementTermsDocument,
    "\n  query AgreementDocuments($termKey: String!) {\n    agreementDocuments(termKey: $termKey) {\n      ...AgreementDocumentFields\n    }\n  }\n": types.AgreementDocumentsDocument,
    "\n  mutation CreateAgreementDocument($input: CreateAgreementDocumentInput!) {\n    createAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n": types.CreateAgreementDocumentDocument,
    "\n  mutation UpdateAgreementDocument($input: UpdateAgreementDocumentInput!) {\n    updateAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n": types.UpdateAgreementDocumentDocument,
    "\n  mutation WithdrawAgreementDocument($documentId: ID!) {\n    withdrawAgreementDocument(documentId: $documentId) {\n      ...AgreementDocumentFields\n    }\n  }\n": types.WithdrawAgreementDocumentDocument,
    "\n  query AbsenceChoices {\n    absenceChoices {\n      studentId\n      studentName\n      days {\n        date\n        classes {\n          classKey\n          title\n          start\n        }\n      }\n    }\n    myAbsenceReports {\n      id\n      studentId\n      studentName\n      date\n      classes {\n        classKey\n        title\n        start\n      }\n      note\n      reportedAt\n    }\n  }\n": types.AbsenceChoicesDocument,
    "\n  mutation ReportAbsence($input: ReportAbsenceInput!) {\n    reportAbsence(input: $input) {\n      id\n    }\n  }\n": types.ReportAbsenceDocument,
    "\n  mutation WithdrawAbsenceReport($id: ID!) {\n    withdrawAbsenceReport(id: $id)\n  }\n": types.WithdrawAbsenceReportDocument,
    "\n  query AttendanceChoices {\n    attendanceChoices {\n      classes {\n        classKey\n        title\n        meetings {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n      }\n      openClassKey\n      openDate\n    }\n  }\n": types.AttendanceChoicesDocument,
    "\n  query AttendanceDay($date: String) {\n    attendanceDay(date: $date) {\n      date\n      meetings {\n        classKey\n        title\n        meeting {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n        onRoster\n        present\n        absent\n        late\n        notMarked\n        reportedAbsent\n      }\n    }\n  }\n": types.AttendanceDayDocument,
    "\n  query AttendanceStudents($search: String!) {\n    attendanceStudents(search: $search) {\n      studentId\n      studentName\n      classes\n    }\n  }\n": types.AttendanceStudentsDocument,
    "\n  query AttendanceRecord($studentId: ID!) {\n    attendanceRecord(studentId: $studentId) {\n      studentId\n      studentName\n      lines {\n        date\n        classKey\n        title\n        status\n        markedByName\n        markedAt\n      }\n      present\n      absent\n      late\n    }\n  }\n": types.AttendanceRecordDocument,
    "\n  query AttendanceRoster($classKey: String!, $date: String!) {\n    attendanceRoster(classKey: $classKey, date: $date) {\n      classKey\n      title\n      meeting {\n        date\n        start\n        end\n        location\n        cancelled\n      }\n      lines {\n        placementId\n        studentName\n        status\n        markedByName\n        markedAt\n        reportedAbsent\n        reportNote\n      }\n    }\n  }\n": types.AttendanceRosterDocument,
    "\n  query Attention {\n    attention {\n      kind\n      text\n      href\n      done\n    }\n  }\n": types.AttentionDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      passwordResetRequired\n      user {\n        id\n        email\n        name\n        role\n        status\n        createdAt\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query BackupStatus {\n    backupStatus {\n      schedule\n      timeZone\n      nextAt\n      place\n      lastRun {\n        day\n        startedAt\n        finishedAt\n        outcome\n        size\n        error\n      }\n      lastSuccess {\n        day\n        startedAt\n        finishedAt\n        size\n      }\n      problem {\n        kind\n        run {\n          day\n          startedAt\n          finishedAt\n          error\n        }\n      }\n    }\n  }\n": types.BackupStatusDocument,
    "\n  query FamilyMaterials {\n    familyMaterials {\n      classKey\n      grade\n      title\n      files {\n        id\n        original_name\n        size\n        uploader_name\n        uploaded_at\n        url\n      }\n      links {\n        id\n        title\n        url\n        description\n        sharedBy\n        sharedAt\n      }\n    }\n  }\n": types.FamilyMaterialsDocument,
    "\n  query ShareAudiences {\n    shareAudiences {\n      classes {\n        key\n        title\n      }\n      grades\n    }\n  }\n": types.ShareAudiencesDocument,
    "\n  query ListVersions {\n    listVersions {\n      users\n      files\n      links\n      trash\n      submissions\n      outbox\n    }\n  }\n": types.ListVersionsDocument,
    "\n  query Directory($search: String) {\n    directory(search: $search) {\n      id\n      name\n      phone\n      guardians {\n        name\n        email\n      }\n      children {\n        firstName\n        grade\n      }\n    }\n  }\n": types.DirectoryDocument,
    "\n  query MyDirectoryListing {\n    myDirectoryListing {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n": types.MyDirectoryListingDocument,
    "\n  mutation SetMyDirectoryListing($input: DirectoryListingInput!) {\n    setMyDirectoryListing(input: $input) {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n": types.SetMyDirectoryListingDocument,
    "\n  mutation AddHouseholdStudent($input: AddHouseholdStudentInput!) {\n    addHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": types.AddHouseholdStudentDocument,
    "\n  query ApprovedTeachers($first: Int) {\n    userConnection(role: teacher, group: approved, sort: NAME_ASC, first: $first) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.ApprovedTeachersDocument,
    "\n  fragment PlacementEventFields on PlacementEvent {\n    at\n    from\n    to\n    by\n    reason\n  }\n": types.PlacementEventFieldsFragmentDoc,
    "\n  fragment RosterEntryFields on RosterEntry {\n    placementId\n    status\n    since\n    waitlistPosition\n    reason\n    studentName\n    studentAge\n    studentBirthday\n    studentAllergies\n    studentMedicalNotes\n    emergencyContacts {\n      name\n      relationship\n      phone\n    }\n    pickupAdults\n    parentName\n    parentEmail\n    parentPhone\n    history {\n      ...PlacementEventFields\n    }\n  }\n": types.RosterEntryFieldsFragmentDoc,
    "\n  query ClassRoster($classKey: String!, $includePast: Boolean!) {\n    classRoster(classKey: $classKey, includePast: $includePast) {\n      ...RosterEntryFields\n    }\n  }\n": types.ClassRosterDocument,
    "\n  fragment ClassEnrollmentFields on ClassEnrollment {\n    classKey\n    title\n    group\n    groupTitle\n    seats\n    held\n    confirmed\n    waitlisted\n    teachers {\n      id\n      name\n    }\n  }\n": types.ClassEnrollmentFieldsFragmentDoc,
    "\n  query EnrollmentClasses {\n    enrollmentClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n": types.EnrollmentClassesDocument,
    "\n  mutation EnrollmentsSeen {\n    enrollmentsSeen\n  }\n": types.EnrollmentsSeenDocument,
    "\n  query HouseholdInvitation($token: String!) {\n    householdInvitation(token: $token) {\n      householdName\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n\n  mutation AcceptGuardianInvitation($token: String!) {\n    acceptGuardianInvitation(token: $token) {\n      ...HouseholdFields\n    }\n  }\n": types.HouseholdInvitationDocument,
    "\n  fragment OfficeHouseholdFields on Household {\n    ...HouseholdFields\n    formAddresses\n    history {\n      id\n      at\n      text\n    }\n    students {\n      id\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n\n  query Household($id: ID!) {\n    household(id: $id) {\n      ...OfficeHouseholdFields\n    }\n  }\n": types.OfficeHouseholdFieldsFragmentDoc,
    "\n  fragment HouseholdSummaryFields on Household {\n    id\n    name\n    guardians {\n      userId\n      name\n    }\n    students {\n      id\n      fullName\n      grade\n      placements {\n        placementId\n        status\n      }\n    }\n  }\n\n  query Households($search: String) {\n    households(search: $search) {\n      ...HouseholdSummaryFields\n    }\n  }\n": types.HouseholdSummaryFieldsFragmentDoc,
    "\n  mutation InviteGuardian($householdId: ID!, $email: String!) {\n    inviteGuardian(householdId: $householdId, email: $email) {\n      ...HouseholdFields\n    }\n  }\n": types.InviteGuardianDocument,
    "\n  mutation MergeHouseholds($keepId: ID!, $mergeId: ID!) {\n    mergeHouseholds(keepId: $keepId, mergeId: $mergeId) {\n      ...OfficeHouseholdFields\n    }\n  }\n": types.MergeHouseholdsDocument,
    "\n  query MyClasses {\n    myClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n": types.MyClassesDocument,
    "\n  query MyFamily {\n    myFamily {\n      studentName\n      studentBirthday\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n": types.MyFamilyDocument,
    "\n  fragment HouseholdFields on Household {\n    id\n    name\n    address\n    homePhone\n    guardians {\n      userId\n      name\n      email\n      emailConfirmed\n    }\n    invitations {\n      id\n      email\n      invitedBy\n      expiresAt\n    }\n    students {\n      id\n      fullName\n      birthday\n      grade\n      allergies\n      medicalNotes\n      emergencyContacts {\n        name\n        relationship\n        phone\n      }\n      pickupAdults\n    }\n  }\n\n  query MyHousehold {\n    myHousehold {\n      ...HouseholdFields\n    }\n  }\n": types.HouseholdFieldsFragmentDoc,
    "\n  query OfficeSettings {\n    officeSettings {\n      placementNotices\n    }\n  }\n": types.OfficeSettingsDocument,
    "\n  mutation OverrideEligibility($input: EligibilityOverrideInput!) {\n    overrideEligibility(input: $input) {\n      id\n      classKey\n      classTitle\n      studentName\n      reason\n      by\n      at\n    }\n  }\n": types.OverrideEligibilityDocument,
    "\n  query ReenrollmentOffers {\n    reenrollmentOffers {\n      termKey\n      termName\n      open\n      waitlistOnly\n      notice\n      students {\n        studentId\n        name\n        missing\n        enrolled {\n          classKey\n          title\n          status\n        }\n        offered {\n          classKey\n          follows\n          kind\n          title\n          meets\n          seatsLeft\n          waitlisted\n          refusal\n        }\n      }\n    }\n  }\n": types.ReenrollmentOffersDocument,
    "\n  mutation Reenroll($termKey: String!, $choices: [ReenrollmentChoice!]!) {\n    reenroll(termKey: $termKey, choices: $choices) {\n      studentId\n      name\n      placements {\n        classKey\n        title\n        status\n        position\n      }\n      refusals {\n        classKey\n        message\n      }\n    }\n  }\n": types.ReenrollDocument,
    "\n  mutation RestorePlacement($placementId: ID!) {\n    restorePlacement(placementId: $placementId) {\n      ...RosterEntryFields\n    }\n  }\n": types.RestorePlacementDocument,
    "\n  query RosterSearch($search: String!) {\n    rosterSearch(search: $search) {\n      classKey\n      classTitle\n      ...RosterEntryFields\n    }\n  }\n": types.RosterSearchDocument,
    "\n  mutation SendVerificationLink {\n    sendVerificationLink\n  }\n": types.SendVerificationLinkDocument,
    "\n  mutation SetClassSeats($classKey: String!, $seats: Int!) {\n    setClassSeats(classKey: $classKey, seats: $seats) {\n      ...ClassEnrollmentFields\n    }\n  }\n": types.SetClassSeatsDocument,
    "\n  mutation SetClassTeachers($classKey: String!, $teacherIds: [ID!]!) {\n    setClassTeachers(classKey: $classKey, teacherIds: $teacherIds) {\n      ...ClassEnrollmentFields\n    }\n  }\n": types.SetClassTeachersDocument,
    "\n  mutation SetPlacementNotices($choice: PlacementNotices!) {\n    setPlacementNotices(choice: $choice) {\n      placementNotices\n    }\n  }\n": types.SetPlacementNoticesDocument,
    "\n  mutation SetPlacementStatus($placementId: ID!, $status: PlacementStatus!, $reason: String) {\n    setPlacementStatus(placementId: $placementId, status: $status, reason: $reason) {\n      ...RosterEntryFields\n    }\n  }\n": types.SetPlacementStatusDocument,
    "\n  mutation UpdateHouseholdStudent($input: UpdateHouseholdStudentInput!) {\n    updateHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": types.UpdateHouseholdStudentDocument,
    "\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": types.UpdateHouseholdDocument,
    "\n  mutation WithdrawGuardianInvitation($invitationId: ID!) {\n    withdrawGuardianInvitation(invitationId: $invitationId) {\n      ...HouseholdFields\n    }\n  }\n": types.WithdrawGuardianInvitationDocument,
    "\n  mutation WithdrawMyPlacement($placementId: ID!) {\n    withdrawMyPlacement(placementId: $placementId) {\n      placementId\n      status\n    }\n  }\n": types.WithdrawMyPlacementDocument,
    "\n  query MyAccount {\n    myAccount {\n      householdId\n      householdName\n      householdAddress\n      asOf\n      balance\n      dueNow\n      lines {\n        id\n        kind\n        amount\n        description\n        termName\n        occurredOn\n        reversed\n        balanceAfter\n      }\n      due {\n        dueOn\n        label\n        amount\n        paid\n        remaining\n      }\n    }\n  }\n": types.MyAccountDocument,
    "\n  query OnlinePaymentsEnabled {\n    onlinePaymentsEnabled\n  }\n": types.OnlinePaymentsEnabledDocument,
    "\n  mutation StartCheckout($amount: CheckoutAmount!) {\n    startCheckout(amount: $amount) {\n      sessionId\n      url\n      amount\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query CheckoutResult($sessionId: ID!) {\n    checkoutResult(sessionId: $sessionId) {\n      sessionId\n      paid\n      amount\n    }\n  }\n": types.CheckoutResultDocument,
    "\n  fragment FeeSettingsFields on FeeSettings {\n    termKey\n    termName\n    policy {\n      termKey\n      dues\n      secondChildPercent\n      laterChildPercent\n      installments {\n        dueOn\n        percent\n      }\n      feesKeptAfter\n      depositReleaseDays\n      instructorPercent\n    }\n    classes {\n      classKey\n      title\n      classFee\n      supplyFee\n      deposit\n    }\n  }\n": types.FeeSettingsFieldsFragmentDoc,
    "\n  query FeeTerms {\n    terms {\n      key\n      name\n    }\n  }\n": types.FeeTermsDocument,
    "\n  query FeeSettings($termKey: String!) {\n    feeSettings(termKey: $termKey) {\n      ...FeeSettingsFields\n    }\n  }\n": types.FeeSettingsDocument,
    "\n  mutation SaveTermFees($input: TermFeesInput!) {\n    saveTermFees(input: $input) {\n      ...FeeSettingsFields\n    }\n  }\n": types.SaveTermFeesDocument,
    "\n  mutation SaveClassFees($termKey: String!, $classes: [ClassFeesInput!]!) {\n    saveClassFees(termKey: $termKey, classes: $classes) {\n      ...FeeSettingsFields\n    }\n  }\n": types.SaveClassFeesDocument,
    "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n": types.DeleteFileDocument,
    "\n  fragment SharedFileFields on SharedFile {\n    id\n    original_name\n    size\n    visibility\n    audience {\n      label\n    }\n    uploader_name\n    uploaded_at\n    url\n  }\n": types.SharedFileFieldsFragmentDoc,
    "\n  query FileConnection($first: Int, $after: String, $sort: FileSort, $visibility: Visibility, $search: String) {\n    fileConnection(first: $first, after: $after, sort: $sort, visibility: $visibility, search: $search) {\n      edges {\n        node {\n          ...SharedFileFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.FileConnectionDocument,
    "\n  mutation UploadFile($file: Upload!, $visibility: Visibility!, $classKey: String, $grade: Int) {\n    uploadFile(file: $file, visibility: $visibility, classKey: $classKey, grade: $grade) {\n      ...SharedFileFields\n    }\n  }\n": types.UploadFileDocument,
    "\n  mutation DeleteLink($id: ID!) {\n    deleteLink(id: $id)\n  }\n": types.DeleteLinkDocument,
    "\n  fragment SharedLinkFields on SharedLink {\n    id\n    title\n    url\n    description\n    category\n    visibility\n    audience {\n      label\n    }\n    sharedBy\n    sharedAt\n  }\n": types.SharedLinkFieldsFragmentDoc,
    "\n  query LinkConnection(\n    $first: Int\n    $after: String\n    $sort: LinkSort\n    $visibility: Visibility\n    $category: LinkCategory\n    $search: String\n  ) {\n    linkConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      visibility: $visibility\n      category: $category\n      search: $search\n    ) {\n      edges {\n        node {\n          ...SharedLinkFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.LinkConnectionDocument,
    "\n  mutation ShareLink($input: ShareLinkInput!) {\n    shareLink(input: $input) {\n      ...SharedLinkFields\n    }\n  }\n": types.ShareLinkDocument,
    "\n  fragment AudienceFields on AnnouncementAudience {\n    kind\n    classKey\n    grade\n    group\n    condition\n    label\n  }\n": types.AudienceFieldsFragmentDoc,
    "\n  query AnnouncementAudiences {\n    announcementAudiences {\n      audience {\n        ...AudienceFields\n      }\n    }\n  }\n": types.AnnouncementAudiencesDocument,
    "\n  fragment ReachFields on AnnouncementReach {\n    households\n    addresses\n    accounts\n    stopped\n  }\n": types.ReachFieldsFragmentDoc,
    "\n  query AnnouncementReach($audience: AnnouncementAudienceInput!) {\n    announcementReach(audience: $audience) {\n      ...ReachFields\n    }\n  }\n": types.AnnouncementReachDocument,
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    ref\n    subject\n    audience {\n      ...AudienceFields\n    }\n    author\n    state\n    createdAt\n    sendAt\n    sentAt\n    urgent\n    noticeUntil\n    reach {\n      ...ReachFields\n    }\n    delivery {\n      queued\n      sent\n      failed\n    }\n  }\n": types.AnnouncementFieldsFragmentDoc,
    "\n  query Announcements($first: Int, $after: String) {\n    announcements(first: $first, after: $after) {\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n": types.CancelAnnouncementDocument,
    "\n  fragment InboxFields on InboxAnnouncement {\n    id\n    subject\n    body\n    author\n    sentAt\n    urgent\n    read\n  }\n": types.InboxFieldsFragmentDoc,
    "\n  query Inbox($first: Int, $after: String) {\n    inbox(first: $first, after: $after) {\n      edges {\n        node {\n          ...InboxFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.InboxDocument,
    "\n  mutation MarkAnnouncementRead($id: ID!, $read: Boolean!) {\n    markAnnouncementRead(id: $id, read: $read) {\n      ...InboxFields\n    }\n  }\n": types.MarkAnnouncementReadDocument,
    "\n  mutation SendAnnouncement($input: SendAnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.SendAnnouncementDocument,
    "\n  fragment OfficeAccountFields on OfficeAccount {\n    householdId\n    name\n    balance\n    dueNow\n    lines {\n      id\n      kind\n      amount\n      description\n      occurredOn\n      method\n      reference\n      note\n      createdByName\n      reversesId\n      reversedById\n      reversible\n    }\n    due {\n      dueOn\n      label\n      amount\n      paid\n      remaining\n    }\n  }\n": types.OfficeAccountFieldsFragmentDoc,
    "\n  query OfficeAccounts($search: String) {\n    officeAccounts(search: $search) {\n      householdId\n      name\n      students\n      balance\n    }\n  }\n": types.OfficeAccountsDocument,
    "\n  query OfficeAccount($householdId: ID!) {\n    officeAccount(householdId: $householdId) {\n      ...OfficeAccountFields\n    }\n  }\n": types.OfficeAccountDocument,
    "\n  query AccountTerms {\n    terms {\n      key\n      name\n    }\n  }\n": types.AccountTermsDocument,
    "\n  mutation RecordOfficePayment($input: OfficeMoneyInput!) {\n    recordOfficePayment(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n": types.RecordOfficePaymentDocument,
    "\n  mutation RecordOfficeRefund($input: OfficeMoneyInput!) {\n    recordOfficeRefund(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n": types.RecordOfficeRefundDocument,
    "\n  mutation GrantAccountCredit($input: OfficeCreditInput!) {\n    grantAccountCredit(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n": types.GrantAccountCreditDocument,
    "\n  mutation ReverseAccountLine($householdId: ID!, $lineId: ID!, $note: String) {\n    reverseAccountLine(householdId: $householdId, lineId: $lineId, note: $note) {\n      ...OfficeAccountFields\n    }\n  }\n": types.ReverseAccountLineDocument,
    "\n  mutation RefundCardPayment($transactionId: ID!, $amount: Int!) {\n    refundCardPayment(transactionId: $transactionId, amount: $amount) {\n      refundId\n      amount\n      householdId\n    }\n  }\n": types.RefundCardPaymentDocument,
    "\n  query OutboxMessages($first: Int, $after: String, $ref: String, $state: OutboxMessageState) {\n    outboxMessages(first: $first, after: $after, ref: $ref, state: $state) {\n      edges {\n        node {\n          id\n          kind\n          recipient\n          subject\n          state\n          tries\n          createdAt\n          sentAt\n          lastError\n          text\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id)\n  }\n": types.RetryOutboxMessageDocument,
    "\n  query FormSubmissions {\n    classRequests: formSubmissions(form: class_request) {\n      ...SubmissionFields\n    }\n    teacherApplications: formSubmissions(form: teacher_application) {\n      ...SubmissionFields\n    }\n  }\n\n  fragment SubmissionFields on FormSubmission {\n    id\n    form\n    submittedAt\n    fields {\n      name\n      label\n      value\n    }\n  }\n": types.FormSubmissionsDocument,
    "\n  fragment TermFields on Term {\n    key\n    name\n    start\n    end\n    first\n    classCount\n    notice\n    registration {\n      returning\n      everyone\n      closes\n      waitlistWhenClosed\n    }\n  }\n": types.TermFieldsFragmentDoc,
    "\n  query Terms {\n    terms {\n      ...TermFields\n    }\n  }\n": types.TermsDocument,
    "\n  mutation RollOverTerm($from: String!, $name: String!, $start: String!) {\n    rollOverTerm(from: $from, name: $name, start: $start) {\n      ...TermFields\n    }\n  }\n": types.RollOverTermDocument,
    "\n  mutation SetTermRegistration($termKey: String!, $windows: RegistrationWindowsInput) {\n    setTermRegistration(termKey: $termKey, windows: $windows) {\n      ...TermFields\n    }\n  }\n": types.SetTermRegistrationDocument,
    "\n  mutation RestoreTrashedItem($kind: TrashKind!, $id: ID!) {\n    restoreTrashedItem(kind: $kind, id: $id)\n  }\n": types.RestoreTrashedItemDocument,
    "\n  query TrashedItems {\n    trashedItems {\n      id\n      kind\n      name\n      owner\n      deletedBy\n      deletedAt\n      purgeAt\n    }\n  }\n": types.TrashedItemsDocument,
    "\n  fragment TreasurerBalanceFields on TreasurerBalance {\n    householdId\n    householdName\n    charges\n    discounts\n    payments\n    balance\n  }\n": types.TreasurerBalanceFieldsFragmentDoc,
    "\n  fragment TreasurerAgingFields on TreasurerAging {\n    householdId\n    householdName\n    buckets\n    owed\n  }\n": types.TreasurerAgingFieldsFragmentDoc,
    "\n  fragment TreasurerPaymentFields on TreasurerPaymentPeriod {\n    month\n    method\n    received\n    refunded\n    net\n  }\n": types.TreasurerPaymentFieldsFragmentDoc,
    "\n  query TreasurerReport {\n    treasurerReport {\n      asOf\n      balances {\n        ...TreasurerBalanceFields\n      }\n      balanceTotal {\n        ...TreasurerBalanceFields\n      }\n      aging {\n        ...TreasurerAgingFields\n      }\n      agingTotal {\n        ...TreasurerAgingFields\n      }\n      payments {\n        ...TreasurerPaymentFields\n      }\n      paymentTotal {\n        ...TreasurerPaymentFields\n      }\n      instructors {\n        userId\n        instructorName\n        termKey\n        termName\n        classKey\n        classTitle\n        classFees\n        percent\n        teachers\n        owed\n      }\n      instructorTotal\n    }\n  }\n": types.TreasurerReportDocument,
    "\n  mutation ApproveUser($userId: ID!, $role: Role!) {\n    approveUser(userId: $userId, role: $role) {\n      ...UserStandingFields\n    }\n  }\n": types.ApproveUserDocument,
    "\n  mutation ChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": types.ChangeUserRoleDocument,
    "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      files\n      links\n    }\n  }\n": types.DeleteUserDocument,
    "\n  mutation ForcePasswordReset($userId: ID!) {\n    forcePasswordReset(userId: $userId) {\n      tempPassword\n    }\n  }\n": types.ForcePasswordResetDocument,
    "\n  mutation RejectUser($userId: ID!) {\n    rejectUser(userId: $userId) {\n      id\n      status\n    }\n  }\n": types.RejectUserDocument,
    "\n  fragment UserStandingFields on User {\n    id\n    role\n    status\n    approvedAt\n    approvedByName\n  }\n": types.UserStandingFieldsFragmentDoc,
    "\n  query UserConnection($group: AccountGroup, $search: String, $first: Int, $after: String) {\n    userConnection(group: $group, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...UserStandingFields\n          name\n          email\n          emailVerified\n          createdAt\n          # Shown only for the accounts waiting: one read for the whole page, so asked of every group alike.\n          enrolledStudents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.UserConnectionDocument,
    "\n  query AccountCounts {\n    accountCounts {\n      pending\n      approved\n      rejected\n    }\n  }\n": types.AccountCountsDocument,
    "\n  query DutyTerms {\n    terms {\n      key\n      name\n    }\n  }\n": types.DutyTermsDocument,
    "\n  fragment VolunteerRoleFields on VolunteerRole {\n    id\n    name\n    description\n    people\n    minAge\n    needsBackgroundCheck\n    perClass\n    retired\n  }\n": types.VolunteerRoleFieldsFragmentDoc,
    "\n  query VolunteerDuties($termKey: String!) {\n    volunteerDuties(termKey: $termKey) {\n      termKey\n      termName\n      policy {\n        termKey\n        quotaMinutes\n        hourlyRate\n        signupOpens\n        signupCloses\n        autoAssignDays\n      }\n      roles {\n        ...VolunteerRoleFields\n      }\n      households {\n        householdId\n        name\n        quotaMinutes\n      }\n      exemptions {\n        householdId\n        householdName\n        quotaMinutes\n        reason\n        byName\n      }\n      guardians {\n        userId\n        name\n        householdName\n        check {\n          checkedOn\n          expiresOn\n          note\n          byName\n        }\n      }\n      slots {\n        id\n        roleId\n        roleName\n        date\n        start\n        end\n        classKey\n        classTitle\n        people\n        held\n        holders\n      }\n    }\n  }\n": types.VolunteerDutiesDocument,
    "\n  mutation AddVolunteerRole($input: VolunteerRoleInput!) {\n    addVolunteerRole(input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n": types.AddVolunteerRoleDocument,
    "\n  mutation SaveVolunteerRole($id: String!, $input: VolunteerRoleInput!) {\n    saveVolunteerRole(id: $id, input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n": types.SaveVolunteerRoleDocument,
    "\n  mutation RetireVolunteerRole($id: String!, $retired: Boolean!) {\n    retireVolunteerRole(id: $id, retired: $retired) {\n      ...VolunteerRoleFields\n    }\n  }\n": types.RetireVolunteerRoleDocument,
    "\n  mutation SaveVolunteerTerm($input: VolunteerTermInput!) {\n    saveVolunteerTerm(input: $input) {\n      termKey\n      quotaMinutes\n      hourlyRate\n      signupOpens\n      signupCloses\n      autoAssignDays\n    }\n  }\n": types.SaveVolunteerTermDocument,
    "\n  mutation SaveVolunteerExemption($input: VolunteerExemptionInput!) {\n    saveVolunteerExemption(input: $input) {\n      householdId\n    }\n  }\n": types.SaveVolunteerExemptionDocument,
    "\n  mutation RemoveVolunteerExemption($termKey: String!, $householdId: String!) {\n    removeVolunteerExemption(termKey: $termKey, householdId: $householdId)\n  }\n": types.RemoveVolunteerExemptionDocument,
    "\n  mutation SaveBackgroundCheck($input: BackgroundCheckInput!) {\n    saveBackgroundCheck(input: $input) {\n      userId\n    }\n  }\n": types.SaveBackgroundCheckDocument,
    "\n  mutation RemoveBackgroundCheck($userId: String!) {\n    removeBackgroundCheck(userId: $userId)\n  }\n": types.RemoveBackgroundCheckDocument,
    "\n  mutation GenerateVolunteerSlots($input: GenerateSlotsInput!) {\n    generateVolunteerSlots(input: $input)\n  }\n": types.GenerateVolunteerSlotsDocument,
    "\n  mutation SaveVolunteerSlot($input: VolunteerSlotInput!) {\n    saveVolunteerSlot(input: $input) {\n      id\n    }\n  }\n": types.SaveVolunteerSlotDocument,
    "\n  mutation DeleteVolunteerSlot($id: String!) {\n    deleteVolunteerSlot(id: $id)\n  }\n": types.DeleteVolunteerSlotDocument,
    "\n  fragment VolunteerCheckinFields on VolunteerCheckin {\n    signupId\n    householdId\n    householdName\n    volunteerName\n    roleName\n    date\n    start\n    end\n    checkedInAt\n    checkedOutAt\n    workedMinutes\n    missingOut\n  }\n": types.VolunteerCheckinFieldsFragmentDoc,
    "\n  query VolunteerCheckins($date: String) {\n    volunteerCheckins(date: $date) {\n      today\n      signups {\n        ...VolunteerCheckinFields\n      }\n    }\n  }\n": types.VolunteerCheckinsDocument,
    "\n  fragment VolunteerHoursFields on VolunteerHoursLedger {\n    termKey\n    termName\n    termEnded\n    hourlyRate\n    households {\n      householdId\n      name\n      requiredMinutes\n      signedUpMinutes\n      workedMinutes\n      shortMinutes\n      shortCharge\n      missingOut\n      settlement {\n        outcome\n        shortMinutes\n        amount\n        reason\n        byName\n      }\n      signups {\n        signupId\n        volunteerName\n        roleName\n        date\n        start\n        end\n        minutes\n        workedMinutes\n        missingOut\n        ended\n        correction {\n          minutes\n          reason\n          byName\n        }\n      }\n    }\n  }\n": types.VolunteerHoursFieldsFragmentDoc,
    "\n  query VolunteerHours {\n    volunteerHours {\n      ...VolunteerHoursFields\n    }\n  }\n": types.VolunteerHoursDocument,
    "\n  mutation CorrectVolunteerHours($input: VolunteerHoursCorrectionInput!) {\n    correctVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n": types.CorrectVolunteerHoursDocument,
    "\n  mutation SettleVolunteerHours($input: VolunteerSettlementInput!) {\n    settleVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n": types.SettleVolunteerHoursDocument,
    "\n  query VolunteerSignupBoard {\n    volunteerSignupBoard {\n      termKey\n      termName\n      quotaMinutes\n      signedUpMinutes\n      everyoneHasShare\n      people {\n        kind\n        id\n        name\n        householdId\n        householdName\n      }\n      slots {\n        id\n        date\n        start\n        end\n        roleName\n        roleDescription\n        people\n        placesLeft\n        offeredIds\n        signups {\n          id\n          householdId\n          householdName\n          volunteerKind\n          volunteerId\n          volunteerName\n          source\n          offered\n        }\n      }\n    }\n  }\n": types.VolunteerSignupBoardDocument,
    "\n  query VolunteerSwaps {\n    volunteerSwaps {\n      offerId\n      date\n      start\n      end\n      roleName\n      offeredBy\n      offeredHousehold\n      offeredAt\n      takenBy\n      takenHousehold\n      takenAt\n    }\n  }\n": types.VolunteerSwapsDocument,
    "\n  mutation SignUpForSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    signUpForSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n": types.SignUpForSlotDocument,
    "\n  mutation TakeOfferedSignup($signupId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    takeOfferedSignup(signupId: $signupId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n": types.TakeOfferedSignupDocument,
    "\n  mutation CancelSignup($signupId: ID!) {\n    cancelSignup(signupId: $signupId) {\n      id\n    }\n  }\n": types.CancelSignupDocument,
    "\n  mutation OfferSignup($signupId: ID!) {\n    offerSignup(signupId: $signupId) {\n      id\n    }\n  }\n": types.OfferSignupDocument,
    "\n  mutation WithdrawSignupOffer($signupId: ID!) {\n    withdrawSignupOffer(signupId: $signupId) {\n      id\n    }\n  }\n": types.WithdrawSignupOfferDocument,
    "\n  mutation FillSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    fillSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n": types.FillSlotDocument,
    "\n  mutation RemoveSignup($signupId: ID!, $reason: String!) {\n    removeSignup(signupId: $signupId, reason: $reason) {\n      id\n    }\n  }\n": types.RemoveSignupDocument,
    "\n  mutation AutoAssignDay($date: String!) {\n    autoAssignDay(date: $date) {\n      date\n      assigned {\n        id\n      }\n    }\n  }\n": types.AutoAssignDayDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyAgreementTermFields on FamilyAgreementTerm {\n    termKey\n    termName\n    documents {\n      id\n      kind\n      title\n      version\n      text\n      signature {\n        signerName\n        signedAt\n        version\n      }\n    }\n    waiting {\n      placementId\n      studentName\n      classTitle\n    }\n  }\n"): (typeof documents)["\n  fragment FamilyAgreementTermFields on FamilyAgreementTerm {\n    termKey\n    termName\n    documents {\n      id\n      kind\n      title\n      version\n      text\n      signature {\n        signerName\n        signedAt\n        version\n      }\n    }\n    waiting {\n      placementId\n      studentName\n      classTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAgreements {\n    myAgreements {\n      ...FamilyAgreementTermFields\n    }\n  }\n"): (typeof documents)["\n  query MyAgreements {\n    myAgreements {\n      ...FamilyAgreementTermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignAgreement($input: SignAgreementInput!) {\n    signAgreement(input: $input) {\n      ...FamilyAgreementTermFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignAgreement($input: SignAgreementInput!) {\n    signAgreement(input: $input) {\n      ...FamilyAgreementTermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgreementDocumentFields on AgreementDocument {\n    id\n    termKey\n    kind\n    title\n    version\n    text\n    versionAt\n    withdrawnAt\n    signatures {\n      householdId\n      householdName\n      signerName\n      signedAt\n      version\n    }\n    unsigned {\n      householdId\n      householdName\n    }\n  }\n"): (typeof documents)["\n  fragment AgreementDocumentFields on AgreementDocument {\n    id\n    termKey\n    kind\n    title\n    version\n    text\n    versionAt\n    withdrawnAt\n    signatures {\n      householdId\n      householdName\n      signerName\n      signedAt\n      version\n    }\n    unsigned {\n      householdId\n      householdName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementTerms {\n    agreementTerms {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query AgreementTerms {\n    agreementTerms {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementDocuments($termKey: String!) {\n    agreementDocuments(termKey: $termKey) {\n      ...AgreementDocumentFields\n    }\n  }\n"): (typeof documents)["\n  query AgreementDocuments($termKey: String!) {\n    agreementDocuments(termKey: $termKey) {\n      ...AgreementDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAgreementDocument($input: CreateAgreementDocumentInput!) {\n    createAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAgreementDocument($input: CreateAgreementDocumentInput!) {\n    createAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAgreementDocument($input: UpdateAgreementDocumentInput!) {\n    updateAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAgreementDocument($input: UpdateAgreementDocumentInput!) {\n    updateAgreementDocument(input: $input) {\n      ...AgreementDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawAgreementDocument($documentId: ID!) {\n    withdrawAgreementDocument(documentId: $documentId) {\n      ...AgreementDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawAgreementDocument($documentId: ID!) {\n    withdrawAgreementDocument(documentId: $documentId) {\n      ...AgreementDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AbsenceChoices {\n    absenceChoices {\n      studentId\n      studentName\n      days {\n        date\n        classes {\n          classKey\n          title\n          start\n        }\n      }\n    }\n    myAbsenceReports {\n      id\n      studentId\n      studentName\n      date\n      classes {\n        classKey\n        title\n        start\n      }\n      note\n      reportedAt\n    }\n  }\n"): (typeof documents)["\n  query AbsenceChoices {\n    absenceChoices {\n      studentId\n      studentName\n      days {\n        date\n        classes {\n          classKey\n          title\n          start\n        }\n      }\n    }\n    myAbsenceReports {\n      id\n      studentId\n      studentName\n      date\n      classes {\n        classKey\n        title\n        start\n      }\n      note\n      reportedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportAbsence($input: ReportAbsenceInput!) {\n    reportAbsence(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReportAbsence($input: ReportAbsenceInput!) {\n    reportAbsence(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawAbsenceReport($id: ID!) {\n    withdrawAbsenceReport(id: $id)\n  }\n"): (typeof documents)["\n  mutation WithdrawAbsenceReport($id: ID!) {\n    withdrawAbsenceReport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceChoices {\n    attendanceChoices {\n      classes {\n        classKey\n        title\n        meetings {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n      }\n      openClassKey\n      openDate\n    }\n  }\n"): (typeof documents)["\n  query AttendanceChoices {\n    attendanceChoices {\n      classes {\n        classKey\n        title\n        meetings {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n      }\n      openClassKey\n      openDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceDay($date: String) {\n    attendanceDay(date: $date) {\n      date\n      meetings {\n        classKey\n        title\n        meeting {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n        onRoster\n        present\n        absent\n        late\n        notMarked\n        reportedAbsent\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceDay($date: String) {\n    attendanceDay(date: $date) {\n      date\n      meetings {\n        classKey\n        title\n        meeting {\n          date\n          start\n          end\n          location\n          cancelled\n        }\n        onRoster\n        present\n        absent\n        late\n        notMarked\n        reportedAbsent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceStudents($search: String!) {\n    attendanceStudents(search: $search) {\n      studentId\n      studentName\n      classes\n    }\n  }\n"): (typeof documents)["\n  query AttendanceStudents($search: String!) {\n    attendanceStudents(search: $search) {\n      studentId\n      studentName\n      classes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceRecord($studentId: ID!) {\n    attendanceRecord(studentId: $studentId) {\n      studentId\n      studentName\n      lines {\n        date\n        classKey\n        title\n        status\n        markedByName\n        markedAt\n      }\n      present\n      absent\n      late\n    }\n  }\n"): (typeof documents)["\n  query AttendanceRecord($studentId: ID!) {\n    attendanceRecord(studentId: $studentId) {\n      studentId\n      studentName\n      lines {\n        date\n        classKey\n        title\n        status\n        markedByName\n        markedAt\n      }\n      present\n      absent\n      late\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceRoster($classKey: String!, $date: String!) {\n    attendanceRoster(classKey: $classKey, date: $date) {\n      classKey\n      title\n      meeting {\n        date\n        start\n        end\n        location\n        cancelled\n      }\n      lines {\n        placementId\n        studentName\n        status\n        markedByName\n        markedAt\n        reportedAbsent\n        reportNote\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceRoster($classKey: String!, $date: String!) {\n    attendanceRoster(classKey: $classKey, date: $date) {\n      classKey\n      title\n      meeting {\n        date\n        start\n        end\n        location\n        cancelled\n      }\n      lines {\n        placementId\n        studentName\n        status\n        markedByName\n        markedAt\n        reportedAbsent\n        reportNote\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Attention {\n    attention {\n      kind\n      text\n      href\n      done\n    }\n  }\n"): (typeof documents)["\n  query Attention {\n    attention {\n      kind\n      text\n      href\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      passwordResetRequired\n      user {\n        id\n        email\n        name\n        role\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      passwordResetRequired\n      user {\n        id\n        email\n        name\n        role\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupStatus {\n    backupStatus {\n      schedule\n      timeZone\n      nextAt\n      place\n      lastRun {\n        day\n        startedAt\n        finishedAt\n        outcome\n        size\n        error\n      }\n      lastSuccess {\n        day\n        startedAt\n        finishedAt\n        size\n      }\n      problem {\n        kind\n        run {\n          day\n          startedAt\n          finishedAt\n          error\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BackupStatus {\n    backupStatus {\n      schedule\n      timeZone\n      nextAt\n      place\n      lastRun {\n        day\n        startedAt\n        finishedAt\n        outcome\n        size\n        error\n      }\n      lastSuccess {\n        day\n        startedAt\n        finishedAt\n        size\n      }\n      problem {\n        kind\n        run {\n          day\n          startedAt\n          finishedAt\n          error\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyMaterials {\n    familyMaterials {\n      classKey\n      grade\n      title\n      files {\n        id\n        original_name\n        size\n        uploader_name\n        uploaded_at\n        url\n      }\n      links {\n        id\n        title\n        url\n        description\n        sharedBy\n        sharedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FamilyMaterials {\n    familyMaterials {\n      classKey\n      grade\n      title\n      files {\n        id\n        original_name\n        size\n        uploader_name\n        uploaded_at\n        url\n      }\n      links {\n        id\n        title\n        url\n        description\n        sharedBy\n        sharedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareAudiences {\n    shareAudiences {\n      classes {\n        key\n        title\n      }\n      grades\n    }\n  }\n"): (typeof documents)["\n  query ShareAudiences {\n    shareAudiences {\n      classes {\n        key\n        title\n      }\n      grades\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListVersions {\n    listVersions {\n      users\n      files\n      links\n      trash\n      submissions\n      outbox\n    }\n  }\n"): (typeof documents)["\n  query ListVersions {\n    listVersions {\n      users\n      files\n      links\n      trash\n      submissions\n      outbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Directory($search: String) {\n    directory(search: $search) {\n      id\n      name\n      phone\n      guardians {\n        name\n        email\n      }\n      children {\n        firstName\n        grade\n      }\n    }\n  }\n"): (typeof documents)["\n  query Directory($search: String) {\n    directory(search: $search) {\n      id\n      name\n      phone\n      guardians {\n        name\n        email\n      }\n      children {\n        firstName\n        grade\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDirectoryListing {\n    myDirectoryListing {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n"): (typeof documents)["\n  query MyDirectoryListing {\n    myDirectoryListing {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyDirectoryListing($input: DirectoryListingInput!) {\n    setMyDirectoryListing(input: $input) {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyDirectoryListing($input: DirectoryListingInput!) {\n    setMyDirectoryListing(input: $input) {\n      householdId\n      householdName\n      listed\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHouseholdStudent($input: AddHouseholdStudentInput!) {\n    addHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddHouseholdStudent($input: AddHouseholdStudentInput!) {\n    addHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovedTeachers($first: Int) {\n    userConnection(role: teacher, group: approved, sort: NAME_ASC, first: $first) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovedTeachers($first: Int) {\n    userConnection(role: teacher, group: approved, sort: NAME_ASC, first: $first) {\n      edges {\n        node {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacementEventFields on PlacementEvent {\n    at\n    from\n    to\n    by\n    reason\n  }\n"): (typeof documents)["\n  fragment PlacementEventFields on PlacementEvent {\n    at\n    from\n    to\n    by\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RosterEntryFields on RosterEntry {\n    placementId\n    status\n    since\n    waitlistPosition\n    reason\n    studentName\n    studentAge\n    studentBirthday\n    studentAllergies\n    studentMedicalNotes\n    emergencyContacts {\n      name\n      relationship\n      phone\n    }\n    pickupAdults\n    parentName\n    parentEmail\n    parentPhone\n    history {\n      ...PlacementEventFields\n    }\n  }\n"): (typeof documents)["\n  fragment RosterEntryFields on RosterEntry {\n    placementId\n    status\n    since\n    waitlistPosition\n    reason\n    studentName\n    studentAge\n    studentBirthday\n    studentAllergies\n    studentMedicalNotes\n    emergencyContacts {\n      name\n      relationship\n      phone\n    }\n    pickupAdults\n    parentName\n    parentEmail\n    parentPhone\n    history {\n      ...PlacementEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassRoster($classKey: String!, $includePast: Boolean!) {\n    classRoster(classKey: $classKey, includePast: $includePast) {\n      ...RosterEntryFields\n    }\n  }\n"): (typeof documents)["\n  query ClassRoster($classKey: String!, $includePast: Boolean!) {\n    classRoster(classKey: $classKey, includePast: $includePast) {\n      ...RosterEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassEnrollmentFields on ClassEnrollment {\n    classKey\n    title\n    group\n    groupTitle\n    seats\n    held\n    confirmed\n    waitlisted\n    teachers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ClassEnrollmentFields on ClassEnrollment {\n    classKey\n    title\n    group\n    groupTitle\n    seats\n    held\n    confirmed\n    waitlisted\n    teachers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnrollmentClasses {\n    enrollmentClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  query EnrollmentClasses {\n    enrollmentClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnrollmentsSeen {\n    enrollmentsSeen\n  }\n"): (typeof documents)["\n  mutation EnrollmentsSeen {\n    enrollmentsSeen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HouseholdInvitation($token: String!) {\n    householdInvitation(token: $token) {\n      householdName\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n\n  mutation AcceptGuardianInvitation($token: String!) {\n    acceptGuardianInvitation(token: $token) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  query HouseholdInvitation($token: String!) {\n    householdInvitation(token: $token) {\n      householdName\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n\n  mutation AcceptGuardianInvitation($token: String!) {\n    acceptGuardianInvitation(token: $token) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficeHouseholdFields on Household {\n    ...HouseholdFields\n    formAddresses\n    history {\n      id\n      at\n      text\n    }\n    students {\n      id\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n\n  query Household($id: ID!) {\n    household(id: $id) {\n      ...OfficeHouseholdFields\n    }\n  }\n"): (typeof documents)["\n  fragment OfficeHouseholdFields on Household {\n    ...HouseholdFields\n    formAddresses\n    history {\n      id\n      at\n      text\n    }\n    students {\n      id\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n\n  query Household($id: ID!) {\n    household(id: $id) {\n      ...OfficeHouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HouseholdSummaryFields on Household {\n    id\n    name\n    guardians {\n      userId\n      name\n    }\n    students {\n      id\n      fullName\n      grade\n      placements {\n        placementId\n        status\n      }\n    }\n  }\n\n  query Households($search: String) {\n    households(search: $search) {\n      ...HouseholdSummaryFields\n    }\n  }\n"): (typeof documents)["\n  fragment HouseholdSummaryFields on Household {\n    id\n    name\n    guardians {\n      userId\n      name\n    }\n    students {\n      id\n      fullName\n      grade\n      placements {\n        placementId\n        status\n      }\n    }\n  }\n\n  query Households($search: String) {\n    households(search: $search) {\n      ...HouseholdSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteGuardian($householdId: ID!, $email: String!) {\n    inviteGuardian(householdId: $householdId, email: $email) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteGuardian($householdId: ID!, $email: String!) {\n    inviteGuardian(householdId: $householdId, email: $email) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeHouseholds($keepId: ID!, $mergeId: ID!) {\n    mergeHouseholds(keepId: $keepId, mergeId: $mergeId) {\n      ...OfficeHouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation MergeHouseholds($keepId: ID!, $mergeId: ID!) {\n    mergeHouseholds(keepId: $keepId, mergeId: $mergeId) {\n      ...OfficeHouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClasses {\n    myClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  query MyClasses {\n    myClasses {\n      ...ClassEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFamily {\n    myFamily {\n      studentName\n      studentBirthday\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFamily {\n    myFamily {\n      studentName\n      studentBirthday\n      placements {\n        placementId\n        classKey\n        classTitle\n        status\n        since\n        waitlistPosition\n        reason\n        history {\n          ...PlacementEventFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HouseholdFields on Household {\n    id\n    name\n    address\n    homePhone\n    guardians {\n      userId\n      name\n      email\n      emailConfirmed\n    }\n    invitations {\n      id\n      email\n      invitedBy\n      expiresAt\n    }\n    students {\n      id\n      fullName\n      birthday\n      grade\n      allergies\n      medicalNotes\n      emergencyContacts {\n        name\n        relationship\n        phone\n      }\n      pickupAdults\n    }\n  }\n\n  query MyHousehold {\n    myHousehold {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  fragment HouseholdFields on Household {\n    id\n    name\n    address\n    homePhone\n    guardians {\n      userId\n      name\n      email\n      emailConfirmed\n    }\n    invitations {\n      id\n      email\n      invitedBy\n      expiresAt\n    }\n    students {\n      id\n      fullName\n      birthday\n      grade\n      allergies\n      medicalNotes\n      emergencyContacts {\n        name\n        relationship\n        phone\n      }\n      pickupAdults\n    }\n  }\n\n  query MyHousehold {\n    myHousehold {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeSettings {\n    officeSettings {\n      placementNotices\n    }\n  }\n"): (typeof documents)["\n  query OfficeSettings {\n    officeSettings {\n      placementNotices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverrideEligibility($input: EligibilityOverrideInput!) {\n    overrideEligibility(input: $input) {\n      id\n      classKey\n      classTitle\n      studentName\n      reason\n      by\n      at\n    }\n  }\n"): (typeof documents)["\n  mutation OverrideEligibility($input: EligibilityOverrideInput!) {\n    overrideEligibility(input: $input) {\n      id\n      classKey\n      classTitle\n      studentName\n      reason\n      by\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReenrollmentOffers {\n    reenrollmentOffers {\n      termKey\n      termName\n      open\n      waitlistOnly\n      notice\n      students {\n        studentId\n        name\n        missing\n        enrolled {\n          classKey\n          title\n          status\n        }\n        offered {\n          classKey\n          follows\n          kind\n          title\n          meets\n          seatsLeft\n          waitlisted\n          refusal\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReenrollmentOffers {\n    reenrollmentOffers {\n      termKey\n      termName\n      open\n      waitlistOnly\n      notice\n      students {\n        studentId\n        name\n        missing\n        enrolled {\n          classKey\n          title\n          status\n        }\n        offered {\n          classKey\n          follows\n          kind\n          title\n          meets\n          seatsLeft\n          waitlisted\n          refusal\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reenroll($termKey: String!, $choices: [ReenrollmentChoice!]!) {\n    reenroll(termKey: $termKey, choices: $choices) {\n      studentId\n      name\n      placements {\n        classKey\n        title\n        status\n        position\n      }\n      refusals {\n        classKey\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Reenroll($termKey: String!, $choices: [ReenrollmentChoice!]!) {\n    reenroll(termKey: $termKey, choices: $choices) {\n      studentId\n      name\n      placements {\n        classKey\n        title\n        status\n        position\n      }\n      refusals {\n        classKey\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePlacement($placementId: ID!) {\n    restorePlacement(placementId: $placementId) {\n      ...RosterEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePlacement($placementId: ID!) {\n    restorePlacement(placementId: $placementId) {\n      ...RosterEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RosterSearch($search: String!) {\n    rosterSearch(search: $search) {\n      classKey\n      classTitle\n      ...RosterEntryFields\n    }\n  }\n"): (typeof documents)["\n  query RosterSearch($search: String!) {\n    rosterSearch(search: $search) {\n      classKey\n      classTitle\n      ...RosterEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationLink {\n    sendVerificationLink\n  }\n"): (typeof documents)["\n  mutation SendVerificationLink {\n    sendVerificationLink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClassSeats($classKey: String!, $seats: Int!) {\n    setClassSeats(classKey: $classKey, seats: $seats) {\n      ...ClassEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetClassSeats($classKey: String!, $seats: Int!) {\n    setClassSeats(classKey: $classKey, seats: $seats) {\n      ...ClassEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClassTeachers($classKey: String!, $teacherIds: [ID!]!) {\n    setClassTeachers(classKey: $classKey, teacherIds: $teacherIds) {\n      ...ClassEnrollmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetClassTeachers($classKey: String!, $teacherIds: [ID!]!) {\n    setClassTeachers(classKey: $classKey, teacherIds: $teacherIds) {\n      ...ClassEnrollmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlacementNotices($choice: PlacementNotices!) {\n    setPlacementNotices(choice: $choice) {\n      placementNotices\n    }\n  }\n"): (typeof documents)["\n  mutation SetPlacementNotices($choice: PlacementNotices!) {\n    setPlacementNotices(choice: $choice) {\n      placementNotices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlacementStatus($placementId: ID!, $status: PlacementStatus!, $reason: String) {\n    setPlacementStatus(placementId: $placementId, status: $status, reason: $reason) {\n      ...RosterEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPlacementStatus($placementId: ID!, $status: PlacementStatus!, $reason: String) {\n    setPlacementStatus(placementId: $placementId, status: $status, reason: $reason) {\n      ...RosterEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHouseholdStudent($input: UpdateHouseholdStudentInput!) {\n    updateHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHouseholdStudent($input: UpdateHouseholdStudentInput!) {\n    updateHouseholdStudent(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawGuardianInvitation($invitationId: ID!) {\n    withdrawGuardianInvitation(invitationId: $invitationId) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawGuardianInvitation($invitationId: ID!) {\n    withdrawGuardianInvitation(invitationId: $invitationId) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawMyPlacement($placementId: ID!) {\n    withdrawMyPlacement(placementId: $placementId) {\n      placementId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawMyPlacement($placementId: ID!) {\n    withdrawMyPlacement(placementId: $placementId) {\n      placementId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    myAccount {\n      householdId\n      householdName\n      householdAddress\n      asOf\n      balance\n      dueNow\n      lines {\n        id\n        kind\n        amount\n        description\n        termName\n        occurredOn\n        reversed\n        balanceAfter\n      }\n      due {\n        dueOn\n        label\n        amount\n        paid\n        remaining\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAccount {\n    myAccount {\n      householdId\n      householdName\n      householdAddress\n      asOf\n      balance\n      dueNow\n      lines {\n        id\n        kind\n        amount\n        description\n        termName\n        occurredOn\n        reversed\n        balanceAfter\n      }\n      due {\n        dueOn\n        label\n        amount\n        paid\n        remaining\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlinePaymentsEnabled {\n    onlinePaymentsEnabled\n  }\n"): (typeof documents)["\n  query OnlinePaymentsEnabled {\n    onlinePaymentsEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($amount: CheckoutAmount!) {\n    startCheckout(amount: $amount) {\n      sessionId\n      url\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($amount: CheckoutAmount!) {\n    startCheckout(amount: $amount) {\n      sessionId\n      url\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutResult($sessionId: ID!) {\n    checkoutResult(sessionId: $sessionId) {\n      sessionId\n      paid\n      amount\n    }\n  }\n"): (typeof documents)["\n  query CheckoutResult($sessionId: ID!) {\n    checkoutResult(sessionId: $sessionId) {\n      sessionId\n      paid\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeSettingsFields on FeeSettings {\n    termKey\n    termName\n    policy {\n      termKey\n      dues\n      secondChildPercent\n      laterChildPercent\n      installments {\n        dueOn\n        percent\n      }\n      feesKeptAfter\n      depositReleaseDays\n      instructorPercent\n    }\n    classes {\n      classKey\n      title\n      classFee\n      supplyFee\n      deposit\n    }\n  }\n"): (typeof documents)["\n  fragment FeeSettingsFields on FeeSettings {\n    termKey\n    termName\n    policy {\n      termKey\n      dues\n      secondChildPercent\n      laterChildPercent\n      installments {\n        dueOn\n        percent\n      }\n      feesKeptAfter\n      depositReleaseDays\n      instructorPercent\n    }\n    classes {\n      classKey\n      title\n      classFee\n      supplyFee\n      deposit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeTerms {\n    terms {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query FeeTerms {\n    terms {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeSettings($termKey: String!) {\n    feeSettings(termKey: $termKey) {\n      ...FeeSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query FeeSettings($termKey: String!) {\n    feeSettings(termKey: $termKey) {\n      ...FeeSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTermFees($input: TermFeesInput!) {\n    saveTermFees(input: $input) {\n      ...FeeSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTermFees($input: TermFeesInput!) {\n    saveTermFees(input: $input) {\n      ...FeeSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClassFees($termKey: String!, $classes: [ClassFeesInput!]!) {\n    saveClassFees(termKey: $termKey, classes: $classes) {\n      ...FeeSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClassFees($termKey: String!, $classes: [ClassFeesInput!]!) {\n    saveClassFees(termKey: $termKey, classes: $classes) {\n      ...FeeSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedFileFields on SharedFile {\n    id\n    original_name\n    size\n    visibility\n    audience {\n      label\n    }\n    uploader_name\n    uploaded_at\n    url\n  }\n"): (typeof documents)["\n  fragment SharedFileFields on SharedFile {\n    id\n    original_name\n    size\n    visibility\n    audience {\n      label\n    }\n    uploader_name\n    uploaded_at\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileConnection($first: Int, $after: String, $sort: FileSort, $visibility: Visibility, $search: String) {\n    fileConnection(first: $first, after: $after, sort: $sort, visibility: $visibility, search: $search) {\n      edges {\n        node {\n          ...SharedFileFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileConnection($first: Int, $after: String, $sort: FileSort, $visibility: Visibility, $search: String) {\n    fileConnection(first: $first, after: $after, sort: $sort, visibility: $visibility, search: $search) {\n      edges {\n        node {\n          ...SharedFileFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFile($file: Upload!, $visibility: Visibility!, $classKey: String, $grade: Int) {\n    uploadFile(file: $file, visibility: $visibility, classKey: $classKey, grade: $grade) {\n      ...SharedFileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadFile($file: Upload!, $visibility: Visibility!, $classKey: String, $grade: Int) {\n    uploadFile(file: $file, visibility: $visibility, classKey: $classKey, grade: $grade) {\n      ...SharedFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLink($id: ID!) {\n    deleteLink(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLink($id: ID!) {\n    deleteLink(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedLinkFields on SharedLink {\n    id\n    title\n    url\n    description\n    category\n    visibility\n    audience {\n      label\n    }\n    sharedBy\n    sharedAt\n  }\n"): (typeof documents)["\n  fragment SharedLinkFields on SharedLink {\n    id\n    title\n    url\n    description\n    category\n    visibility\n    audience {\n      label\n    }\n    sharedBy\n    sharedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkConnection(\n    $first: Int\n    $after: String\n    $sort: LinkSort\n    $visibility: Visibility\n    $category: LinkCategory\n    $search: String\n  ) {\n    linkConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      visibility: $visibility\n      category: $category\n      search: $search\n    ) {\n      edges {\n        node {\n          ...SharedLinkFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkConnection(\n    $first: Int\n    $after: String\n    $sort: LinkSort\n    $visibility: Visibility\n    $category: LinkCategory\n    $search: String\n  ) {\n    linkConnection(\n      first: $first\n      after: $after\n      sort: $sort\n      visibility: $visibility\n      category: $category\n      search: $search\n    ) {\n      edges {\n        node {\n          ...SharedLinkFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareLink($input: ShareLinkInput!) {\n    shareLink(input: $input) {\n      ...SharedLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShareLink($input: ShareLinkInput!) {\n    shareLink(input: $input) {\n      ...SharedLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AudienceFields on AnnouncementAudience {\n    kind\n    classKey\n    grade\n    group\n    condition\n    label\n  }\n"): (typeof documents)["\n  fragment AudienceFields on AnnouncementAudience {\n    kind\n    classKey\n    grade\n    group\n    condition\n    label\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementAudiences {\n    announcementAudiences {\n      audience {\n        ...AudienceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementAudiences {\n    announcementAudiences {\n      audience {\n        ...AudienceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReachFields on AnnouncementReach {\n    households\n    addresses\n    accounts\n    stopped\n  }\n"): (typeof documents)["\n  fragment ReachFields on AnnouncementReach {\n    households\n    addresses\n    accounts\n    stopped\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementReach($audience: AnnouncementAudienceInput!) {\n    announcementReach(audience: $audience) {\n      ...ReachFields\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementReach($audience: AnnouncementAudienceInput!) {\n    announcementReach(audience: $audience) {\n      ...ReachFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementFields on Announcement {\n    id\n    ref\n    subject\n    audience {\n      ...AudienceFields\n    }\n    author\n    state\n    createdAt\n    sendAt\n    sentAt\n    urgent\n    noticeUntil\n    reach {\n      ...ReachFields\n    }\n    delivery {\n      queued\n      sent\n      failed\n    }\n  }\n"): (typeof documents)["\n  fragment AnnouncementFields on Announcement {\n    id\n    ref\n    subject\n    audience {\n      ...AudienceFields\n    }\n    author\n    state\n    createdAt\n    sendAt\n    sentAt\n    urgent\n    noticeUntil\n    reach {\n      ...ReachFields\n    }\n    delivery {\n      queued\n      sent\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements($first: Int, $after: String) {\n    announcements(first: $first, after: $after) {\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Announcements($first: Int, $after: String) {\n    announcements(first: $first, after: $after) {\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(id: $id) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxFields on InboxAnnouncement {\n    id\n    subject\n    body\n    author\n    sentAt\n    urgent\n    read\n  }\n"): (typeof documents)["\n  fragment InboxFields on InboxAnnouncement {\n    id\n    subject\n    body\n    author\n    sentAt\n    urgent\n    read\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($first: Int, $after: String) {\n    inbox(first: $first, after: $after) {\n      edges {\n        node {\n          ...InboxFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Inbox($first: Int, $after: String) {\n    inbox(first: $first, after: $after) {\n      edges {\n        node {\n          ...InboxFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAnnouncementRead($id: ID!, $read: Boolean!) {\n    markAnnouncementRead(id: $id, read: $read) {\n      ...InboxFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAnnouncementRead($id: ID!, $read: Boolean!) {\n    markAnnouncementRead(id: $id, read: $read) {\n      ...InboxFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAnnouncement($input: SendAnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendAnnouncement($input: SendAnnouncementInput!) {\n    sendAnnouncement(input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficeAccountFields on OfficeAccount {\n    householdId\n    name\n    balance\n    dueNow\n    lines {\n      id\n      kind\n      amount\n      description\n      occurredOn\n      method\n      reference\n      note\n      createdByName\n      reversesId\n      reversedById\n      reversible\n    }\n    due {\n      dueOn\n      label\n      amount\n      paid\n      remaining\n    }\n  }\n"): (typeof documents)["\n  fragment OfficeAccountFields on OfficeAccount {\n    householdId\n    name\n    balance\n    dueNow\n    lines {\n      id\n      kind\n      amount\n      description\n      occurredOn\n      method\n      reference\n      note\n      createdByName\n      reversesId\n      reversedById\n      reversible\n    }\n    due {\n      dueOn\n      label\n      amount\n      paid\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeAccounts($search: String) {\n    officeAccounts(search: $search) {\n      householdId\n      name\n      students\n      balance\n    }\n  }\n"): (typeof documents)["\n  query OfficeAccounts($search: String) {\n    officeAccounts(search: $search) {\n      householdId\n      name\n      students\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeAccount($householdId: ID!) {\n    officeAccount(householdId: $householdId) {\n      ...OfficeAccountFields\n    }\n  }\n"): (typeof documents)["\n  query OfficeAccount($householdId: ID!) {\n    officeAccount(householdId: $householdId) {\n      ...OfficeAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountTerms {\n    terms {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccountTerms {\n    terms {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOfficePayment($input: OfficeMoneyInput!) {\n    recordOfficePayment(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOfficePayment($input: OfficeMoneyInput!) {\n    recordOfficePayment(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOfficeRefund($input: OfficeMoneyInput!) {\n    recordOfficeRefund(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOfficeRefund($input: OfficeMoneyInput!) {\n    recordOfficeRefund(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantAccountCredit($input: OfficeCreditInput!) {\n    grantAccountCredit(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation GrantAccountCredit($input: OfficeCreditInput!) {\n    grantAccountCredit(input: $input) {\n      ...OfficeAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReverseAccountLine($householdId: ID!, $lineId: ID!, $note: String) {\n    reverseAccountLine(householdId: $householdId, lineId: $lineId, note: $note) {\n      ...OfficeAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReverseAccountLine($householdId: ID!, $lineId: ID!, $note: String) {\n    reverseAccountLine(householdId: $householdId, lineId: $lineId, note: $note) {\n      ...OfficeAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundCardPayment($transactionId: ID!, $amount: Int!) {\n    refundCardPayment(transactionId: $transactionId, amount: $amount) {\n      refundId\n      amount\n      householdId\n    }\n  }\n"): (typeof documents)["\n  mutation RefundCardPayment($transactionId: ID!, $amount: Int!) {\n    refundCardPayment(transactionId: $transactionId, amount: $amount) {\n      refundId\n      amount\n      householdId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMessages($first: Int, $after: String, $ref: String, $state: OutboxMessageState) {\n    outboxMessages(first: $first, after: $after, ref: $ref, state: $state) {\n      edges {\n        node {\n          id\n          kind\n          recipient\n          subject\n          state\n          tries\n          createdAt\n          sentAt\n          lastError\n          text\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxMessages($first: Int, $after: String, $ref: String, $state: OutboxMessageState) {\n    outboxMessages(first: $first, after: $after, ref: $ref, state: $state) {\n      edges {\n        node {\n          id\n          kind\n          recipient\n          subject\n          state\n          tries\n          createdAt\n          sentAt\n          lastError\n          text\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormSubmissions {\n    classRequests: formSubmissions(form: class_request) {\n      ...SubmissionFields\n    }\n    teacherApplications: formSubmissions(form: teacher_application) {\n      ...SubmissionFields\n    }\n  }\n\n  fragment SubmissionFields on FormSubmission {\n    id\n    form\n    submittedAt\n    fields {\n      name\n      label\n      value\n    }\n  }\n"): (typeof documents)["\n  query FormSubmissions {\n    classRequests: formSubmissions(form: class_request) {\n      ...SubmissionFields\n    }\n    teacherApplications: formSubmissions(form: teacher_application) {\n      ...SubmissionFields\n    }\n  }\n\n  fragment SubmissionFields on FormSubmission {\n    id\n    form\n    submittedAt\n    fields {\n      name\n      label\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermFields on Term {\n    key\n    name\n    start\n    end\n    first\n    classCount\n    notice\n    registration {\n      returning\n      everyone\n      closes\n      waitlistWhenClosed\n    }\n  }\n"): (typeof documents)["\n  fragment TermFields on Term {\n    key\n    name\n    start\n    end\n    first\n    classCount\n    notice\n    registration {\n      returning\n      everyone\n      closes\n      waitlistWhenClosed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Terms {\n    terms {\n      ...TermFields\n    }\n  }\n"): (typeof documents)["\n  query Terms {\n    terms {\n      ...TermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollOverTerm($from: String!, $name: String!, $start: String!) {\n    rollOverTerm(from: $from, name: $name, start: $start) {\n      ...TermFields\n    }\n  }\n"): (typeof documents)["\n  mutation RollOverTerm($from: String!, $name: String!, $start: String!) {\n    rollOverTerm(from: $from, name: $name, start: $start) {\n      ...TermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTermRegistration($termKey: String!, $windows: RegistrationWindowsInput) {\n    setTermRegistration(termKey: $termKey, windows: $windows) {\n      ...TermFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetTermRegistration($termKey: String!, $windows: RegistrationWindowsInput) {\n    setTermRegistration(termKey: $termKey, windows: $windows) {\n      ...TermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreTrashedItem($kind: TrashKind!, $id: ID!) {\n    restoreTrashedItem(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation RestoreTrashedItem($kind: TrashKind!, $id: ID!) {\n    restoreTrashedItem(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrashedItems {\n    trashedItems {\n      id\n      kind\n      name\n      owner\n      deletedBy\n      deletedAt\n      purgeAt\n    }\n  }\n"): (typeof documents)["\n  query TrashedItems {\n    trashedItems {\n      id\n      kind\n      name\n      owner\n      deletedBy\n      deletedAt\n      purgeAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TreasurerBalanceFields on TreasurerBalance {\n    householdId\n    householdName\n    charges\n    discounts\n    payments\n    balance\n  }\n"): (typeof documents)["\n  fragment TreasurerBalanceFields on TreasurerBalance {\n    householdId\n    householdName\n    charges\n    discounts\n    payments\n    balance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TreasurerAgingFields on TreasurerAging {\n    householdId\n    householdName\n    buckets\n    owed\n  }\n"): (typeof documents)["\n  fragment TreasurerAgingFields on TreasurerAging {\n    householdId\n    householdName\n    buckets\n    owed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TreasurerPaymentFields on TreasurerPaymentPeriod {\n    month\n    method\n    received\n    refunded\n    net\n  }\n"): (typeof documents)["\n  fragment TreasurerPaymentFields on TreasurerPaymentPeriod {\n    month\n    method\n    received\n    refunded\n    net\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreasurerReport {\n    treasurerReport {\n      asOf\n      balances {\n        ...TreasurerBalanceFields\n      }\n      balanceTotal {\n        ...TreasurerBalanceFields\n      }\n      aging {\n        ...TreasurerAgingFields\n      }\n      agingTotal {\n        ...TreasurerAgingFields\n      }\n      payments {\n        ...TreasurerPaymentFields\n      }\n      paymentTotal {\n        ...TreasurerPaymentFields\n      }\n      instructors {\n        userId\n        instructorName\n        termKey\n        termName\n        classKey\n        classTitle\n        classFees\n        percent\n        teachers\n        owed\n      }\n      instructorTotal\n    }\n  }\n"): (typeof documents)["\n  query TreasurerReport {\n    treasurerReport {\n      asOf\n      balances {\n        ...TreasurerBalanceFields\n      }\n      balanceTotal {\n        ...TreasurerBalanceFields\n      }\n      aging {\n        ...TreasurerAgingFields\n      }\n      agingTotal {\n        ...TreasurerAgingFields\n      }\n      payments {\n        ...TreasurerPaymentFields\n      }\n      paymentTotal {\n        ...TreasurerPaymentFields\n      }\n      instructors {\n        userId\n        instructorName\n        termKey\n        termName\n        classKey\n        classTitle\n        classFees\n        percent\n        teachers\n        owed\n      }\n      instructorTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveUser($userId: ID!, $role: Role!) {\n    approveUser(userId: $userId, role: $role) {\n      ...UserStandingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveUser($userId: ID!, $role: Role!) {\n    approveUser(userId: $userId, role: $role) {\n      ...UserStandingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUserRole($userId: ID!, $role: Role!) {\n    changeUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      files\n      links\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($userId: ID!) {\n    deleteUser(userId: $userId) {\n      files\n      links\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForcePasswordReset($userId: ID!) {\n    forcePasswordReset(userId: $userId) {\n      tempPassword\n    }\n  }\n"): (typeof documents)["\n  mutation ForcePasswordReset($userId: ID!) {\n    forcePasswordReset(userId: $userId) {\n      tempPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectUser($userId: ID!) {\n    rejectUser(userId: $userId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectUser($userId: ID!) {\n    rejectUser(userId: $userId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserStandingFields on User {\n    id\n    role\n    status\n    approvedAt\n    approvedByName\n  }\n"): (typeof documents)["\n  fragment UserStandingFields on User {\n    id\n    role\n    status\n    approvedAt\n    approvedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserConnection($group: AccountGroup, $search: String, $first: Int, $after: String) {\n    userConnection(group: $group, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...UserStandingFields\n          name\n          email\n          emailVerified\n          createdAt\n          # Shown only for the accounts waiting: one read for the whole page, so asked of every group alike.\n          enrolledStudents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserConnection($group: AccountGroup, $search: String, $first: Int, $after: String) {\n    userConnection(group: $group, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...UserStandingFields\n          name\n          email\n          emailVerified\n          createdAt\n          # Shown only for the accounts waiting: one read for the whole page, so asked of every group alike.\n          enrolledStudents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountCounts {\n    accountCounts {\n      pending\n      approved\n      rejected\n    }\n  }\n"): (typeof documents)["\n  query AccountCounts {\n    accountCounts {\n      pending\n      approved\n      rejected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DutyTerms {\n    terms {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query DutyTerms {\n    terms {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VolunteerRoleFields on VolunteerRole {\n    id\n    name\n    description\n    people\n    minAge\n    needsBackgroundCheck\n    perClass\n    retired\n  }\n"): (typeof documents)["\n  fragment VolunteerRoleFields on VolunteerRole {\n    id\n    name\n    description\n    people\n    minAge\n    needsBackgroundCheck\n    perClass\n    retired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerDuties($termKey: String!) {\n    volunteerDuties(termKey: $termKey) {\n      termKey\n      termName\n      policy {\n        termKey\n        quotaMinutes\n        hourlyRate\n        signupOpens\n        signupCloses\n        autoAssignDays\n      }\n      roles {\n        ...VolunteerRoleFields\n      }\n      households {\n        householdId\n        name\n        quotaMinutes\n      }\n      exemptions {\n        householdId\n        householdName\n        quotaMinutes\n        reason\n        byName\n      }\n      guardians {\n        userId\n        name\n        householdName\n        check {\n          checkedOn\n          expiresOn\n          note\n          byName\n        }\n      }\n      slots {\n        id\n        roleId\n        roleName\n        date\n        start\n        end\n        classKey\n        classTitle\n        people\n        held\n        holders\n      }\n    }\n  }\n"): (typeof documents)["\n  query VolunteerDuties($termKey: String!) {\n    volunteerDuties(termKey: $termKey) {\n      termKey\n      termName\n      policy {\n        termKey\n        quotaMinutes\n        hourlyRate\n        signupOpens\n        signupCloses\n        autoAssignDays\n      }\n      roles {\n        ...VolunteerRoleFields\n      }\n      households {\n        householdId\n        name\n        quotaMinutes\n      }\n      exemptions {\n        householdId\n        householdName\n        quotaMinutes\n        reason\n        byName\n      }\n      guardians {\n        userId\n        name\n        householdName\n        check {\n          checkedOn\n          expiresOn\n          note\n          byName\n        }\n      }\n      slots {\n        id\n        roleId\n        roleName\n        date\n        start\n        end\n        classKey\n        classTitle\n        people\n        held\n        holders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddVolunteerRole($input: VolunteerRoleInput!) {\n    addVolunteerRole(input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddVolunteerRole($input: VolunteerRoleInput!) {\n    addVolunteerRole(input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVolunteerRole($id: String!, $input: VolunteerRoleInput!) {\n    saveVolunteerRole(id: $id, input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVolunteerRole($id: String!, $input: VolunteerRoleInput!) {\n    saveVolunteerRole(id: $id, input: $input) {\n      ...VolunteerRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireVolunteerRole($id: String!, $retired: Boolean!) {\n    retireVolunteerRole(id: $id, retired: $retired) {\n      ...VolunteerRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetireVolunteerRole($id: String!, $retired: Boolean!) {\n    retireVolunteerRole(id: $id, retired: $retired) {\n      ...VolunteerRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVolunteerTerm($input: VolunteerTermInput!) {\n    saveVolunteerTerm(input: $input) {\n      termKey\n      quotaMinutes\n      hourlyRate\n      signupOpens\n      signupCloses\n      autoAssignDays\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVolunteerTerm($input: VolunteerTermInput!) {\n    saveVolunteerTerm(input: $input) {\n      termKey\n      quotaMinutes\n      hourlyRate\n      signupOpens\n      signupCloses\n      autoAssignDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVolunteerExemption($input: VolunteerExemptionInput!) {\n    saveVolunteerExemption(input: $input) {\n      householdId\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVolunteerExemption($input: VolunteerExemptionInput!) {\n    saveVolunteerExemption(input: $input) {\n      householdId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveVolunteerExemption($termKey: String!, $householdId: String!) {\n    removeVolunteerExemption(termKey: $termKey, householdId: $householdId)\n  }\n"): (typeof documents)["\n  mutation RemoveVolunteerExemption($termKey: String!, $householdId: String!) {\n    removeVolunteerExemption(termKey: $termKey, householdId: $householdId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBackgroundCheck($input: BackgroundCheckInput!) {\n    saveBackgroundCheck(input: $input) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBackgroundCheck($input: BackgroundCheckInput!) {\n    saveBackgroundCheck(input: $input) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBackgroundCheck($userId: String!) {\n    removeBackgroundCheck(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveBackgroundCheck($userId: String!) {\n    removeBackgroundCheck(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateVolunteerSlots($input: GenerateSlotsInput!) {\n    generateVolunteerSlots(input: $input)\n  }\n"): (typeof documents)["\n  mutation GenerateVolunteerSlots($input: GenerateSlotsInput!) {\n    generateVolunteerSlots(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVolunteerSlot($input: VolunteerSlotInput!) {\n    saveVolunteerSlot(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVolunteerSlot($input: VolunteerSlotInput!) {\n    saveVolunteerSlot(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVolunteerSlot($id: String!) {\n    deleteVolunteerSlot(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteVolunteerSlot($id: String!) {\n    deleteVolunteerSlot(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VolunteerCheckinFields on VolunteerCheckin {\n    signupId\n    householdId\n    householdName\n    volunteerName\n    roleName\n    date\n    start\n    end\n    checkedInAt\n    checkedOutAt\n    workedMinutes\n    missingOut\n  }\n"): (typeof documents)["\n  fragment VolunteerCheckinFields on VolunteerCheckin {\n    signupId\n    householdId\n    householdName\n    volunteerName\n    roleName\n    date\n    start\n    end\n    checkedInAt\n    checkedOutAt\n    workedMinutes\n    missingOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerCheckins($date: String) {\n    volunteerCheckins(date: $date) {\n      today\n      signups {\n        ...VolunteerCheckinFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query VolunteerCheckins($date: String) {\n    volunteerCheckins(date: $date) {\n      today\n      signups {\n        ...VolunteerCheckinFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VolunteerHoursFields on VolunteerHoursLedger {\n    termKey\n    termName\n    termEnded\n    hourlyRate\n    households {\n      householdId\n      name\n      requiredMinutes\n      signedUpMinutes\n      workedMinutes\n      shortMinutes\n      shortCharge\n      missingOut\n      settlement {\n        outcome\n        shortMinutes\n        amount\n        reason\n        byName\n      }\n      signups {\n        signupId\n        volunteerName\n        roleName\n        date\n        start\n        end\n        minutes\n        workedMinutes\n        missingOut\n        ended\n        correction {\n          minutes\n          reason\n          byName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VolunteerHoursFields on VolunteerHoursLedger {\n    termKey\n    termName\n    termEnded\n    hourlyRate\n    households {\n      householdId\n      name\n      requiredMinutes\n      signedUpMinutes\n      workedMinutes\n      shortMinutes\n      shortCharge\n      missingOut\n      settlement {\n        outcome\n        shortMinutes\n        amount\n        reason\n        byName\n      }\n      signups {\n        signupId\n        volunteerName\n        roleName\n        date\n        start\n        end\n        minutes\n        workedMinutes\n        missingOut\n        ended\n        correction {\n          minutes\n          reason\n          byName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerHours {\n    volunteerHours {\n      ...VolunteerHoursFields\n    }\n  }\n"): (typeof documents)["\n  query VolunteerHours {\n    volunteerHours {\n      ...VolunteerHoursFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectVolunteerHours($input: VolunteerHoursCorrectionInput!) {\n    correctVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectVolunteerHours($input: VolunteerHoursCorrectionInput!) {\n    correctVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleVolunteerHours($input: VolunteerSettlementInput!) {\n    settleVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettleVolunteerHours($input: VolunteerSettlementInput!) {\n    settleVolunteerHours(input: $input) {\n      ...VolunteerHoursFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerSignupBoard {\n    volunteerSignupBoard {\n      termKey\n      termName\n      quotaMinutes\n      signedUpMinutes\n      everyoneHasShare\n      people {\n        kind\n        id\n        name\n        householdId\n        householdName\n      }\n      slots {\n        id\n        date\n        start\n        end\n        roleName\n        roleDescription\n        people\n        placesLeft\n        offeredIds\n        signups {\n          id\n          householdId\n          householdName\n          volunteerKind\n          volunteerId\n          volunteerName\n          source\n          offered\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VolunteerSignupBoard {\n    volunteerSignupBoard {\n      termKey\n      termName\n      quotaMinutes\n      signedUpMinutes\n      everyoneHasShare\n      people {\n        kind\n        id\n        name\n        householdId\n        householdName\n      }\n      slots {\n        id\n        date\n        start\n        end\n        roleName\n        roleDescription\n        people\n        placesLeft\n        offeredIds\n        signups {\n          id\n          householdId\n          householdName\n          volunteerKind\n          volunteerId\n          volunteerName\n          source\n          offered\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VolunteerSwaps {\n    volunteerSwaps {\n      offerId\n      date\n      start\n      end\n      roleName\n      offeredBy\n      offeredHousehold\n      offeredAt\n      takenBy\n      takenHousehold\n      takenAt\n    }\n  }\n"): (typeof documents)["\n  query VolunteerSwaps {\n    volunteerSwaps {\n      offerId\n      date\n      start\n      end\n      roleName\n      offeredBy\n      offeredHousehold\n      offeredAt\n      takenBy\n      takenHousehold\n      takenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpForSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    signUpForSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpForSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    signUpForSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeOfferedSignup($signupId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    takeOfferedSignup(signupId: $signupId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TakeOfferedSignup($signupId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    takeOfferedSignup(signupId: $signupId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSignup($signupId: ID!) {\n    cancelSignup(signupId: $signupId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSignup($signupId: ID!) {\n    cancelSignup(signupId: $signupId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferSignup($signupId: ID!) {\n    offerSignup(signupId: $signupId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OfferSignup($signupId: ID!) {\n    offerSignup(signupId: $signupId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawSignupOffer($signupId: ID!) {\n    withdrawSignupOffer(signupId: $signupId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawSignupOffer($signupId: ID!) {\n    withdrawSignupOffer(signupId: $signupId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    fillSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FillSlot($slotId: ID!, $volunteerKind: String!, $volunteerId: ID!) {\n    fillSlot(slotId: $slotId, volunteerKind: $volunteerKind, volunteerId: $volunteerId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSignup($signupId: ID!, $reason: String!) {\n    removeSignup(signupId: $signupId, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSignup($signupId: ID!, $reason: String!) {\n    removeSignup(signupId: $signupId, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutoAssignDay($date: String!) {\n    autoAssignDay(date: $date) {\n      date\n      assigned {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AutoAssignDay($date: String!) {\n    autoAssignDay(date: $date) {\n      date\n      assigned {\n        id\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;