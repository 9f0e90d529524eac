import { ContactSubjectCell as ContactSubjectCell_609fc4c947a44243795d6e9bbf7a31ac } from '../../../../components/admin/fields/ContactSubject'
import { ContactSubjectField as ContactSubjectField_609fc4c947a44243795d6e9bbf7a31ac } from '../../../../components/admin/fields/ContactSubject'
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
import { AdminIcon as AdminIcon_7adce9536eac8b1a58335a460b11b30c } from '../../../../components/admin/graphics/AdminIcon'
import { AdminLogo as AdminLogo_3c20596c7457c7d08948beafb1767dff } from '../../../../components/admin/graphics/AdminLogo'
import { ClubNavLinks as ClubNavLinks_326fa13248ad5ad9b092a70c7fa44204 } from '../../../../components/admin/nav/ClubNavLinks'
import { ReviewDashboardView as ReviewDashboardView_2c3e95472743baffb8e4cdf7c249e0ff } from '../../../../components/admin/views/ReviewDashboardView'
import { ForgotPasswordRedirect as ForgotPasswordRedirect_ac9a89a18abf36a16d49fb1f29c6a361 } from '../../../../components/admin/views/ForgotPasswordRedirect'
import { AbTestView as AbTestView_5aab3b004f48f949fb732bebe26105aa } from '../../../../components/admin/views/AbTestView'
import { ArticlesView as ArticlesView_9c3586690dbce5d643640a204e33fbb5 } from '../../../../components/admin/views/ArticlesView'
import { DinnersView as DinnersView_3afe9841bd45aaa0687fe557ce334254 } from '../../../../components/admin/views/DinnersView'
import { DinnerBoardView as DinnerBoardView_9232f7fa58e848bd77c1634b56c701fb } from '../../../../components/admin/views/DinnerBoardView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/fields/ContactSubject#ContactSubjectCell": ContactSubjectCell_609fc4c947a44243795d6e9bbf7a31ac,
  "/components/admin/fields/ContactSubject#ContactSubjectField": ContactSubjectField_609fc4c947a44243795d6e9bbf7a31ac,
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
  "/components/admin/graphics/AdminIcon#AdminIcon": AdminIcon_7adce9536eac8b1a58335a460b11b30c,
  "/components/admin/graphics/AdminLogo#AdminLogo": AdminLogo_3c20596c7457c7d08948beafb1767dff,
  "/components/admin/nav/ClubNavLinks#ClubNavLinks": ClubNavLinks_326fa13248ad5ad9b092a70c7fa44204,
  "/components/admin/views/ReviewDashboardView#ReviewDashboardView": ReviewDashboardView_2c3e95472743baffb8e4cdf7c249e0ff,
  "/components/admin/views/ForgotPasswordRedirect#ForgotPasswordRedirect": ForgotPasswordRedirect_ac9a89a18abf36a16d49fb1f29c6a361,
  "/components/admin/views/AbTestView#AbTestView": AbTestView_5aab3b004f48f949fb732bebe26105aa,
  "/components/admin/views/ArticlesView#ArticlesView": ArticlesView_9c3586690dbce5d643640a204e33fbb5,
  "/components/admin/views/DinnersView#DinnersView": DinnersView_3afe9841bd45aaa0687fe557ce334254,
  "/components/admin/views/DinnerBoardView#DinnerBoardView": DinnerBoardView_9232f7fa58e848bd77c1634b56c701fb,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
