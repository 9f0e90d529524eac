import { ContactSubjectCell as ContactSubjectCell_55274d246d85b2f299ffa2ade0564fd0 } from '../../../../src/admin/fields/ContactSubject'
import { ContactSubjectField as ContactSubjectField_55274d246d85b2f299ffa2ade0564fd0 } from '../../../../src/admin/fields/ContactSubject'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ViewPageLink as ViewPageLink_125fa385cb125ca6cd512bee40ab1757 } from '../../../../src/admin/fields/ViewPageLink'
import { NewsletterPanel as NewsletterPanel_8703b214ff8a2afb2469290514e4228b } from '../../../../src/admin/fields/NewsletterPanel'
import { AdminIcon as AdminIcon_4033955ce5670c3133721372fb896a4e } from '../../../../src/admin/graphics/AdminIcon'
import { AdminLogo as AdminLogo_b090d2abeea12018c07b83e0d33c4ead } from '../../../../src/admin/graphics/AdminLogo'
import { ClubNavLinks as ClubNavLinks_cec3c19563650868437099da5a5780d2 } from '../../../../src/admin/nav/ClubNavLinks'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ReviewDashboardView as ReviewDashboardView_714f5055cdec73aab53f5388a514d746 } from '../../../../src/admin/views/ReviewDashboardView'
import { ForgotPasswordRedirect as ForgotPasswordRedirect_858e65cc89832b622a83c8abed33c077 } from '../../../../src/admin/views/ForgotPasswordRedirect'
import { AbTestView as AbTestView_050102b74ef790719bb769a4d4fa2b91 } from '../../../../src/admin/views/AbTestView'
import { ArticlesView as ArticlesView_ca6cf449b6856c8cc959168ac9f3af3a } from '../../../../src/admin/views/ArticlesView'
import { DinnersView as DinnersView_5a3059d166b0cd4d8d28641db95bcb29 } from '../../../../src/admin/views/DinnersView'
import { DinnerBoardView as DinnerBoardView_4089c2695f3b10119a539da92576f4ac } from '../../../../src/admin/views/DinnerBoardView'
import { ForbiddenView as ForbiddenView_ad58ff02233deb1c8099727a237d1dbe } from '../../../../src/admin/views/ForbiddenView'
import { MembershipsView as MembershipsView_095830311222c591bdd0b4047da2e80f } from '../../../../src/admin/views/MembershipsView'
import { JournalView as JournalView_878dc9144bfe3ad0396f4c6d927d7404 } from '../../../../src/admin/views/JournalView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/fields/ContactSubject#ContactSubjectCell": ContactSubjectCell_55274d246d85b2f299ffa2ade0564fd0,
  "/src/admin/fields/ContactSubject#ContactSubjectField": ContactSubjectField_55274d246d85b2f299ffa2ade0564fd0,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/fields/ViewPageLink#ViewPageLink": ViewPageLink_125fa385cb125ca6cd512bee40ab1757,
  "/src/admin/fields/NewsletterPanel#NewsletterPanel": NewsletterPanel_8703b214ff8a2afb2469290514e4228b,
  "/src/admin/graphics/AdminIcon#AdminIcon": AdminIcon_4033955ce5670c3133721372fb896a4e,
  "/src/admin/graphics/AdminLogo#AdminLogo": AdminLogo_b090d2abeea12018c07b83e0d33c4ead,
  "/src/admin/nav/ClubNavLinks#ClubNavLinks": ClubNavLinks_cec3c19563650868437099da5a5780d2,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/views/ReviewDashboardView#ReviewDashboardView": ReviewDashboardView_714f5055cdec73aab53f5388a514d746,
  "/src/admin/views/ForgotPasswordRedirect#ForgotPasswordRedirect": ForgotPasswordRedirect_858e65cc89832b622a83c8abed33c077,
  "/src/admin/views/AbTestView#AbTestView": AbTestView_050102b74ef790719bb769a4d4fa2b91,
  "/src/admin/views/ArticlesView#ArticlesView": ArticlesView_ca6cf449b6856c8cc959168ac9f3af3a,
  "/src/admin/views/DinnersView#DinnersView": DinnersView_5a3059d166b0cd4d8d28641db95bcb29,
  "/src/admin/views/DinnerBoardView#DinnerBoardView": DinnerBoardView_4089c2695f3b10119a539da92576f4ac,
  "/src/admin/views/ForbiddenView#ForbiddenView": ForbiddenView_ad58ff02233deb1c8099727a237d1dbe,
  "/src/admin/views/MembershipsView#MembershipsView": MembershipsView_095830311222c591bdd0b4047da2e80f,
  "/src/admin/views/JournalView#JournalView": JournalView_878dc9144bfe3ad0396f4c6d927d7404,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
